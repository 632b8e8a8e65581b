// Starts the in-browser backend: msw's service worker, or, when the browser refuses to register
// one (site data blocked), msw's interception of fetch inside the page.
import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

export async function startWorker(): Promise<void> {
  try {
    await worker.start({
      serviceWorker: { url: `${env.BASE_URL}mockServiceWorker.js`, options: { scope: env.BASE_URL } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (error) {
    console.warn('The browser refused the mock service worker; the backend answers inside the page instead.', error);
    // The failed start left msw's in-page interceptors applied under the name the fallback uses.
    worker.stop();
    const { startInPage } = await import('./in-page');
    await startInPage();
  }
}
