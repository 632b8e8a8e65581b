// window.__backend from the page's first script: the build inlines this function in <head>
// (vite.config.ts, backendEnv), so `page.evaluate(() => window.__backend!.ready)` works right after
// page.goto, while the backend's own start-up (./host-start.ts) is still loading. Each method waits
// for readiness, then calls the real handle, which has replaced this one by then. Self-contained:
// its source is inlined as it is, so it may use nothing from outside the function.
import type { BackendHandle } from './backend-types';

/** Every method of BackendHandle (the compiler checks none is missing, ./backend-stub.test.ts none is extra). */
export const STUB_METHODS = {
  reset: 1,
  scenario: 1,
  fault: 1,
  latency: 1,
  now: 1,
  switches: 1,
  clearSwitches: 1,
  respond: 1,
  requests: 1,
  clearRequests: 1,
  outbox: 1,
} satisfies Record<Exclude<keyof BackendHandle, 'ready'>, 1>;

export function installBackendStub(win: Window, methods: readonly string[]): void {
  if (win.__backend) return;
  const root = win.document.documentElement;
  // Settles with <html data-backend>, the moment the real handle's `ready` does (./readiness.ts).
  const ready = new Promise<void>((resolve, reject) => {
    const settled = () => {
      const state = root.getAttribute('data-backend');
      if (state === 'ready') resolve();
      else if (state === 'failed') reject(new Error('The mock backend could not start (<html data-backend="failed">).'));
      return state === 'ready' || state === 'failed';
    };
    if (!settled())
      new MutationObserver((_, observer) => settled() && observer.disconnect()).observe(root, {
        attributes: true,
        attributeFilter: ['data-backend'],
      });
  });
  // A failed start is reported through the attribute; nobody has to await this to avoid an unhandled rejection.
  ready.catch(() => undefined);
  const stub: Record<string, unknown> = { ready };
  for (const name of methods) {
    stub[name] = (...args: unknown[]) =>
      ready.then(() => {
        const real = win.__backend as unknown as Record<string, (...params: unknown[]) => Promise<unknown>> | undefined;
        if (!real || real === stub) throw new Error('The mock backend is ready but installed no window.__backend.');
        return real[name]!(...args);
      });
  }
  win.__backend = stub as unknown as BackendHandle;
}
