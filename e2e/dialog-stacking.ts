// Catches a dialog that opens UNDER another one: the user cannot reach it (the donation popup
// behind the Thank You modal). A dialog that opens on top of another (a confirmation over a form)
// is fine and is not reported.
import type { Page } from '@playwright/test';

/** What the page-side watcher keeps on window. */
export type DialogStackingWatch = {
  /** One line per dialog that opened under another. */
  violations: string[];
  /** Checks the dialogs now (it also runs by itself after every DOM change). */
  scan: () => void;
};

type WatchedWindow = Window & {
  __dialogStacking?: DialogStackingWatch;
  __reportDialogOpenedUnder?: (violation: string) => void;
};

/**
 * Runs in the page (as an init script, so it must not use anything from this module). After each
 * DOM change it looks at the shown dialogs ([role=dialog], [role=alertdialog], <dialog open>); for
 * each one that was not shown before while another already was, it asks what is topmost at the new
 * dialog's centre. Anything outside the new dialog means it opened under something.
 */
export function watchDialogStacking(): void {
  const w = window as WatchedWindow;
  if (w.__dialogStacking) return;
  const SELECTOR = '[role="dialog"], [role="alertdialog"], dialog[open]';
  const violations: string[] = [];
  let shown = new Set<Element>();

  const isShown = (el: Element) => {
    if (el.closest('[hidden]')) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const nameOf = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const label = el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
    return `"${(label ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  };

  const scan = () => {
    const now = Array.from(document.querySelectorAll(SELECTOR)).filter(isShown);
    for (const dialog of now) {
      if (shown.has(dialog)) continue;
      const open = now.filter((other) => shown.has(other) && !other.contains(dialog) && !dialog.contains(other));
      if (open.length === 0) continue;
      const rect = dialog.getBoundingClientRect();
      const left = Math.max(rect.left, 0);
      const right = Math.min(rect.right, window.innerWidth);
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      if (right <= left || bottom <= top) continue;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (!hit || dialog.contains(hit)) continue;
      const cover = open.find((other) => other.contains(hit)) ?? hit.closest(SELECTOR) ?? hit;
      const violation = `${nameOf(dialog)} opened under ${cover.matches(SELECTOR) ? nameOf(cover) : `<${cover.tagName.toLowerCase()}>`}`;
      violations.push(violation);
      w.__reportDialogOpenedUnder?.(violation);
    }
    shown = new Set(now);
  };

  // A message-channel task rather than a timer or an animation frame: a test's page.clock fakes
  // those, and the check must run with the page's real timeline.
  const channel = new MessageChannel();
  let pending = false;
  channel.port1.onmessage = () => {
    pending = false;
    scan();
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    channel.port2.postMessage(null);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'open', 'hidden', 'style', 'class'] });
  w.__dialogStacking = { violations, scan };
}

/**
 * Installs the watcher on every document the page loads; returns the list, kept in the test
 * (across navigations), of dialogs that opened under another.
 */
export async function trackDialogStacking(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportDialogOpenedUnder', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(watchDialogStacking);
  return violations;
}

/** Runs a last check on the page as it is now (no-op when the page is gone). */
export async function scanDialogStacking(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await page.evaluate(() => (window as WatchedWindow).__dialogStacking?.scan()).catch(() => undefined);
}
