// Loads a lazily split route chunk; a failure or a 120 s wait becomes a ChunkLoadError that the
// error screen shows as 'Loading chunk {id} failed.' with its type and URL.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly chunkId: string;
  readonly type: 'error' | 'timeout';
  readonly url: string;

  constructor(chunkId: string, type: 'error' | 'timeout', url: string) {
    super(`Loading chunk ${chunkId} failed.`);
    this.name = 'ChunkLoadError';
    this.chunkId = chunkId;
    this.type = type;
    this.url = url;
  }
}

function urlFrom(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.match(/(https?:\/\/\S+|\/\S+\.js)/)?.[1] ?? '';
}

export function loadChunk<T>(chunkId: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout', '')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, 'error', urlFrom(error)));
      },
    );
  });
}
