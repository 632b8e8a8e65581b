// React.lazy through loadChunk: a component in a chunk of its own whose failure to load is the
// app's ChunkLoadError, and never one that Firefox causes when the page is being left (chunk.ts).
import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk';

export function lazyChunk<P extends object>(chunkId: string, importer: () => Promise<ComponentType<P>>) {
  return lazy(() => loadChunk(chunkId, importer).then((component) => ({ default: component })));
}
