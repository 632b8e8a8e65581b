// Puts the page under the backend's service worker: registered at the app's base path, then the
// page waits until the worker controls it. On a first visit the worker claims every page when it
// activates; after Shift+Reload the page is loaded uncontrolled, so it asks the active worker to
// claim it again.
import { env } from '@/config/env';
import { WORKER_SCRIPT } from '../worker/protocol';

/** How long the page waits for the worker to take control before it gives up. */
const CONTROL_TIMEOUT_MS = 20_000;

/** Thrown when the browser has no service workers or refuses ours: the page then says so. */
export class ServiceWorkersUnavailable extends Error {}

const isOurs = (worker: ServiceWorker | null | undefined): worker is ServiceWorker =>
  !!worker && new URL(worker.scriptURL).pathname === `${env.BASE_URL}${WORKER_SCRIPT}`;

/** Resolves with the worker once it controls this page. */
export async function controlledByBackend(): Promise<ServiceWorker> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) throw new ServiceWorkersUnavailable('This browser has no service workers here.');
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(`${env.BASE_URL}${WORKER_SCRIPT}`, { scope: env.BASE_URL });
  } catch (error) {
    throw new ServiceWorkersUnavailable(error instanceof Error ? error.message : String(error));
  }
  // Playwright's serviceWorkers: 'block' answers a registration with nothing.
  if (!registration) throw new ServiceWorkersUnavailable('The browser registered no service worker.');
  if (isOurs(container.controller)) return container.controller;
  // An active worker of ours that does not control this page: the page was hard-reloaded.
  if (isOurs(registration.active)) registration.active.postMessage({ type: 'claim' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The backend service worker did not take control of the page.')), CONTROL_TIMEOUT_MS);
  });
  try {
    while (!isOurs(container.controller)) {
      await Promise.race([new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true })), timeout]);
    }
  } finally {
    clearTimeout(timer);
  }
  return container.controller;
}
