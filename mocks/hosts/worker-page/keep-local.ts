// The page's side of a demo import the worker answers (sent by the app's panel or straight to the
// API by a QA script): the worker cannot write this page's localStorage, so it asks the page the
// request came from to keep the file's events, categories and theme colours before the import
// commits, and to put back what they were when it does not. The page answers what the keys held,
// or that its storage is full, having changed nothing.
import { applyLocalAllOrNothing } from './tab-state';
import { PAGE_STORAGE_FULL, replyOn, type PageRequest } from '../worker/protocol';

const isQuota = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === DOMException.QUOTA_EXCEEDED_ERR);

export function keepLocalForWorker(container: ServiceWorkerContainer): void {
  container.addEventListener('message', (event: MessageEvent<Partial<PageRequest> | null>) => {
    if (event.data?.type !== 'local-apply') return;
    const { values = {} } = event.data;
    void replyOn(event.ports[0], () => {
      try {
        return applyLocalAllOrNothing(values);
      } catch (error) {
        throw isQuota(error) ? new Error(PAGE_STORAGE_FULL) : error;
      }
    });
  });
}
