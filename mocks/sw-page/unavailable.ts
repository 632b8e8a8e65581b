// What a worker build shows when the browser will not run its backend's service worker (blocked by
// the browser or a policy, some private modes): a plain explanation in place of the app.

export function showServiceWorkersUnavailable(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'backend-unavailable';
  const title = document.createElement('h1');
  title.textContent = 'This demo cannot start in this browser';
  const text = document.createElement('p');
  text.textContent =
    'The demo keeps its data in a service worker, and this browser does not allow service workers for this site ' +
    '(a private window, or site data blocked). Open it in a normal window, or allow site data for this site.';
  box.append(title, text);
  root.replaceChildren(box);
}
