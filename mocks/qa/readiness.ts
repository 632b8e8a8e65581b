// Tells QA when the in-browser backend answers: <html data-backend="starting|ready|failed"> and a
// Promise (window.__backend.ready) that settles at the same moment.
type BackendState = 'starting' | 'ready' | 'failed';

let settle: { resolve: () => void; reject: (error: unknown) => void };

export const backendReady = new Promise<void>((resolve, reject) => {
  settle = { resolve, reject };
});
// A failed start is reported through the attribute; nobody has to await the Promise to avoid an
// unhandled rejection.
backendReady.catch(() => undefined);

function setState(state: BackendState): void {
  document.documentElement.dataset.backend = state;
}

export function markStarting(): void {
  setState('starting');
}

export function markReady(): void {
  setState('ready');
  settle.resolve();
}

export function markFailed(error: unknown): void {
  setState('failed');
  settle.reject(error);
}
