// What a worker build shows in place of the app when its backend cannot start: the browser will not
// run the backend's service worker (blocked by the browser or a policy, some private modes), or the
// worker that controls the page is of another version (a deploy between this page and its worker).
// A plain explanation, and the way out when there is one.
import { MISMATCH_MESSAGE } from '../worker/version';

export interface CannotStart {
  title: string;
  text: string;
  /** A 'Reload' button: a reload gets the page that matches the worker. */
  reload: boolean;
}

export const SERVICE_WORKERS_REFUSED: CannotStart = {
  title: 'This demo cannot start in this browser',
  text:
    'The demo keeps its data in a service worker, and this browser does not allow service workers for this site ' +
    '(a private window, or site data blocked). Open it in a normal window, or allow site data for this site.',
  reload: false,
};

/** The worker refused this page's protocol, and no worker of the page's own build took over. */
export const OTHER_VERSION: CannotStart = { title: 'The demo was updated', text: MISMATCH_MESSAGE, reload: true };

export function showBackendCannotStart(root: HTMLElement, screen: CannotStart): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'backend-unavailable';
  const title = document.createElement('h1');
  title.textContent = screen.title;
  const text = document.createElement('p');
  text.textContent = screen.text;
  box.append(title, text);
  if (screen.reload) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => window.location.reload());
    box.append(button);
  }
  root.replaceChildren(box);
}
