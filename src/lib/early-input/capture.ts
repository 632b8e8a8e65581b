// What a visitor does to a prerendered page before React has adopted it (src/main.tsx hydrates it
// only once the app's code is in). The build inlines captureEarlyInput into each prerendered
// page's <head> (build/prerender.ts, hashed into the CSP), so it runs before the body is parsed.
// Until the app takes over it keeps, in order, every value typed into a field and every tap on a
// control, and stops every form from submitting natively (a GET that would put the fields in the
// address bar and lose the message). src/lib/early-input/replay.ts carries them out once the page
// is live. It is serialized with Function.prototype.toString: it uses nothing from outside its body.

/** One thing the visitor did before the page was live. */
export type EarlyAction =
  | { kind: 'value'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

/** What the page script leaves on window for the app (src/main.tsx). */
export interface EarlyInput {
  /** Ends the capture (listeners removed, the pending mark cleared) and hands over what was kept, in order. */
  stop(): EarlyAction[];
}

export function captureEarlyInput(win: Window & typeof globalThis & { __earlyInput?: EarlyInput }): void {
  const doc = win.document;
  const actions: EarlyAction[] = [];
  // A tap on one of these does something only once the app handles it: it is kept, not lost.
  const CONTROLS =
    'button,[role="button"],[role="tab"],[role="switch"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"],input[type="image"]';
  const inApp = (node: EventTarget | null): node is HTMLElement => node instanceof win.HTMLElement && node.closest('#root') !== null;

  const onValue = (event: Event) => {
    const target = event.target;
    if (!inApp(target) || !target.matches('input,textarea,select')) return;
    const field = target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (field.type === 'checkbox' || field.type === 'radio') return;
    const last = actions[actions.length - 1];
    if (last && last.kind === 'value' && last.target === field) last.value = field.value;
    else actions.push({ kind: 'value', target: field, value: field.value });
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || !inApp(target) || (target as HTMLButtonElement).disabled) return;
    // Not now (a submit button would submit the form natively, a checkbox would toggle unseen by the app): once live.
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ kind: 'click', target });
    // On <html>, which React does not render: a mark inside #root would not match the hydrated page.
    doc.documentElement.setAttribute('data-early-input', 'pending');
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!inApp(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ kind: 'submit', target: form as HTMLFormElement, submitter: (event.submitter as HTMLElement | null) ?? null });
  };

  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  win.__earlyInput = {
    stop() {
      doc.removeEventListener('input', onValue, true);
      doc.removeEventListener('change', onValue, true);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.documentElement.removeAttribute('data-early-input');
      return actions.splice(0);
    },
  };
}
