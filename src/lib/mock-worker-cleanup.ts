// A build without the in-browser backend may be served where the demo ran before. The demo's
// service worker would still answer /api/ there, so it is unregistered first.

// The backend's own worker, and msw's, which builds before the backend had its own worker registered.
const MOCK_WORKER = /\/(mockServiceWorker|backend-worker)\.js$/;

/** Unregisters the mock backend's service worker of this origin, if one is left; never throws. */
export async function unregisterMockWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const stale = registrations.filter((registration) =>
      [registration.active, registration.waiting, registration.installing].some((worker) => worker && MOCK_WORKER.test(worker.scriptURL)),
    );
    await Promise.all(stale.map((registration) => registration.unregister()));
    return stale.length;
  } catch {
    return 0;
  }
}
