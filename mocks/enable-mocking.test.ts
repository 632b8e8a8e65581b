// enableMocking tells QA when the backend answers: <html data-backend> and the ready Promise, on
// window.__backend from the start.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const startWorker = vi.fn<() => Promise<void>>();
vi.mock('./browser', () => ({ startWorker }));

async function load() {
  vi.resetModules();
  const [{ enableMocking }, { backendReady }] = await Promise.all([import('./index'), import('./qa/readiness')]);
  return { enableMocking, backendReady };
}

describe('enableMocking readiness', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.backend;
    delete window.__backend;
    startWorker.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says starting until the worker answers, then ready, and resolves the ready Promise', async () => {
    let started!: () => void;
    startWorker.mockReturnValue(new Promise<void>((resolve) => (started = resolve)));
    const { enableMocking, backendReady } = await load();
    let ready = false;
    void backendReady.then(() => (ready = true));
    const running = enableMocking();
    expect(document.documentElement.dataset.backend).toBe('starting');
    expect(window.__backend?.ready).toBe(backendReady);
    await vi.waitFor(() => expect(startWorker).toHaveBeenCalled());
    expect(ready).toBe(false);
    started();
    await running;
    expect(document.documentElement.dataset.backend).toBe('ready');
    await backendReady;
    expect(ready).toBe(true);
  });

  it('says failed and rejects the ready Promise when the backend cannot start', async () => {
    startWorker.mockRejectedValue(new Error('no worker'));
    const { enableMocking, backendReady } = await load();
    await expect(enableMocking()).rejects.toThrow('no worker');
    expect(document.documentElement.dataset.backend).toBe('failed');
    await expect(backendReady).rejects.toThrow('no worker');
  });
});
