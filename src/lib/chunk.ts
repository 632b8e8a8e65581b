// Loads a lazily split chunk; a failure or a 120 s wait becomes a ChunkLoadError that the error
// screen shows as 'Loading chunk {id} failed.' with its type and URL.
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Firefox fails a page's pending module loads as soon as the page starts to leave (a link to
 * another document, a reload, a typed address), while it still shows that page until the next one
 * paints: reported at once, such a failure would flash the error screen on the way out. A load that
 * fails after `beforeunload` is reported only if the page is still here this long after (the
 * leaving was cancelled, or was a tel: or mailto: link).
 */
export const LEAVING_GRACE_MS = 5_000;

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

export interface LoadChunkOptions {
  timeoutMs?: number;
  /** Where `beforeunload` fires: the window, when there is one. */
  page?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, page = globalThis.window }: LoadChunkOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // Listened to only while the chunk loads: Firefox keeps no page with a beforeunload listener
    // in its back/forward cache, nor one with a load under way, so this costs nothing there.
    let leaving = false;
    const onLeave = () => (leaving = true);
    page?.addEventListener('beforeunload', onLeave);
    const settle = () => {
      clearTimeout(timer);
      page?.removeEventListener('beforeunload', onLeave);
    };
    const timer = setTimeout(() => {
      settle();
      reject(new ChunkLoadError(chunkId, 'timeout', ''));
    }, timeoutMs);
    importer().then(
      (module) => {
        settle();
        resolve(module);
      },
      (error: unknown) => {
        settle();
        const fail = () => reject(new ChunkLoadError(chunkId, 'error', urlFrom(error)));
        if (leaving) setTimeout(fail, LEAVING_GRACE_MS);
        else fail();
      },
    );
  });
}
