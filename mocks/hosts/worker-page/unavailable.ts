// What a page shows in place of the app when the worker that controls it is of another version (a
// deploy between this page and its worker): a plain explanation and the way out, a reload, which
// gets the page that matches the worker.
import { MISMATCH_MESSAGE } from '../worker/version';

export function showOtherVersion(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'backend-unavailable';
  const title = document.createElement('h1');
  title.textContent = 'The demo was updated';
  const text = document.createElement('p');
  text.textContent = MISMATCH_MESSAGE;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => window.location.reload());
  box.append(title, text, button);
  root.replaceChildren(box);
}
