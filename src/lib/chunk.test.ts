import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk';

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk('home', async () => ({ Component: 1 }))).resolves.toEqual({ Component: 1 });
  });

  it('turns an import failure into "Loading chunk {id} failed." with type and URL', async () => {
    const error = await loadChunk('events', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/charity/static/js/events.abc.chunk.js')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      message: 'Loading chunk events failed.',
      type: 'error',
      url: 'http://x/charity/static/js/events.abc.chunk.js',
    });
  });

  it('gives up after the timeout with type "timeout"', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('gallery', () => new Promise(() => {}), 120_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(pending).resolves.toMatchObject({ message: 'Loading chunk gallery failed.', type: 'timeout' });
    vi.useRealTimers();
  });
});
