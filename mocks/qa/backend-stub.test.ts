// The stub window.__backend the page's first script installs (./backend-stub.ts): it names every
// method of the real handle, waits for <html data-backend>, then hands each call to the real handle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackendHandle, forwardOps } from './backend-handle';
import { installBackendStub, STUB_METHODS } from './backend-stub';

const root = document.documentElement;
const methods = Object.keys(STUB_METHODS);

afterEach(() => {
  delete window.__backend;
  root.removeAttribute('data-backend');
});

describe('the window.__backend stub', () => {
  it('has every method of the real handle', () => {
    const real = createBackendHandle(forwardOps(async () => undefined));
    expect(['ready', ...methods].sort()).toEqual(Object.keys(real).sort());
  });

  it('waits for readiness, then calls the handle that replaced it', async () => {
    root.setAttribute('data-backend', 'starting');
    installBackendStub(window, methods);
    const switches = vi.fn(async () => ({ scenario: 'default' }));
    const call = window.__backend!.switches();
    window.__backend = { ...window.__backend!, switches } as unknown as typeof window.__backend;
    expect(switches).not.toHaveBeenCalled();
    root.setAttribute('data-backend', 'ready');
    await expect(call).resolves.toEqual({ scenario: 'default' });
  });

  it('rejects its ready and its calls when the start failed', async () => {
    root.setAttribute('data-backend', 'starting');
    installBackendStub(window, methods);
    const { ready } = window.__backend!;
    root.setAttribute('data-backend', 'failed');
    await expect(ready).rejects.toThrow('could not start');
    await expect(window.__backend!.outbox()).rejects.toThrow('could not start');
  });

  it('leaves a handle already there alone', () => {
    const handle = createBackendHandle(forwardOps(async () => undefined));
    window.__backend = handle;
    installBackendStub(window, methods);
    expect(window.__backend).toBe(handle);
  });
});
