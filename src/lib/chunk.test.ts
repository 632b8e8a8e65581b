import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, LEAVING_GRACE_MS, loadChunk } from './chunk';

/** An import the test fails when it chooses. */
function heldImport() {
  let fail: (error: Error) => void = () => undefined;
  const importer = () => new Promise<never>((_, reject) => (fail = reject));
  return { importer, fail: () => fail(new TypeError('error loading dynamically imported module: http://x/static/js/home-below-fold.abc.chunk.js')) };
}

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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
    const pending = loadChunk('gallery', () => new Promise(() => {}), { timeoutMs: 120_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(pending).resolves.toMatchObject({ message: 'Loading chunk gallery failed.', type: 'timeout' });
  });

  it('holds back a failure that follows beforeunload: a page that is gone never reports it', async () => {
    vi.useFakeTimers();
    const held = heldImport();
    let outcome: unknown = 'pending';
    loadChunk('home-below-fold', held.importer).catch((error: unknown) => (outcome = error));
    // Firefox: the page starts to leave, then its pending module loads fail.
    window.dispatchEvent(new Event('beforeunload'));
    held.fail();
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS - 1);
    expect(outcome).toBe('pending');
    // Still here after the grace (the leaving was cancelled): the failure is the page's.
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ message: 'Loading chunk home-below-fold failed.', type: 'error' });
  });

  it('listens for beforeunload only while the chunk loads', async () => {
    const page = new EventTarget();
    const add = vi.spyOn(page, 'addEventListener');
    const remove = vi.spyOn(page, 'removeEventListener');
    await loadChunk('about', async () => ({}), { page });
    expect(add).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('beforeunload', add.mock.calls[0][1]);
    // A beforeunload after the load (a tel: link) does not hold back a later, unrelated failure.
    page.dispatchEvent(new Event('beforeunload'));
    const held = heldImport();
    const failed = loadChunk('contact', held.importer, { page }).catch((error: unknown) => error);
    held.fail();
    await expect(failed).resolves.toBeInstanceOf(ChunkLoadError);
  });
});
