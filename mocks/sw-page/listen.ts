// The tab's side of the backend in the service worker: it answers the worker's questions about
// this tab's state (mocks/tab-state.ts). Started before anything else in the page, so that no
// request of the page (an image of the prerendered picture included) waits on a tab that is not
// listening yet.
import { applyTabChanges, readTabState } from '../tab-state';
import { replyOn, type TabMessage } from '../worker/protocol';

declare global {
  interface Window {
    /** Messages that came before this listener, kept by the prerendered page's loader (scripts/prerender.mjs). */
    __tabMessages?: MessageEvent[];
  }
}

function answer(event: MessageEvent<TabMessage>): void {
  const message = event.data;
  const [port] = event.ports;
  if (message.type === 'tab-state') void replyOn(port, readTabState);
  if (message.type === 'tab-changes') void replyOn(port, () => applyTabChanges(message.changes));
}

export function listenForBackend(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const early = window.__tabMessages ?? [];
  delete window.__tabMessages;
  container.addEventListener('message', answer);
  early.forEach(answer);
  // Messages wait in a queue until this, or until the document has loaded.
  container.startMessages();
}
