// Finds the controls a finger cannot hit comfortably: every visible interactive element whose hit
// area is under 44×44 px. The hit area is measured as the browser hit-tests it, not from the box:
// from the element's centre the scan walks out left, right, up and down with elementFromPoint
// while the point still lands on the element (or on one of its labels), so padding and
// ::before/::after extensions count and anything covering the control does not.
import type { Page } from '@playwright/test';

export const MIN_TARGET = 44;

/** One control under the minimum: what it is and the hit area found. */
export type SmallTarget = { control: string; width: number; height: number };

/** Runs in the page: lists every visible control whose hit area is under `min` × `min`. */
function scanTapTargets(min: number): SmallTarget[] {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[tabindex]:not([tabindex^="-"])',
  ].join(',');
  const REACH = min + 8;

  // A link inside running text (inline in a paragraph with other words) is exempt.
  const inRunningText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const paragraph = el.closest('p');
    return !!paragraph && (paragraph.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  };

  const hidden = (el: Element) =>
    !el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) || !!el.closest('[inert], [aria-hidden="true"]');

  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ');
    const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []).map((l) => l.innerText.trim()) : [];
    const type = el.getAttribute('type');
    return `<${el.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> "${(text || labels.join(' ') || el.getAttribute('title') || '').slice(0, 40)}"`;
  };

  const partOf = (el: Element, hit: Element | null) => {
    if (!hit) return false;
    if (el === hit || el.contains(hit)) return true;
    const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
    return labels.some((label) => label === hit || label.contains(hit));
  };

  /** How far from (x, y) the hit area reaches in direction (dx, dy), up to REACH px. */
  const extent = (el: Element, x: number, y: number, dx: number, dy: number) => {
    let inside = 0;
    let outside = REACH;
    // A target that reaches the edge of the screen goes on past it (a finger cannot overshoot).
    const at = (d: number) => {
      const px = Math.min(Math.max(x + dx * d, 0), window.innerWidth - 1);
      const py = Math.min(Math.max(y + dy * d, 0), window.innerHeight - 1);
      return partOf(el, document.elementFromPoint(px, py));
    };
    if (at(REACH)) return REACH;
    while (outside - inside > 0.5) {
      const mid = (inside + outside) / 2;
      if (at(mid)) inside = mid;
      else outside = mid;
    }
    return inside;
  };

  // While a modal is open the page behind it is out of reach: only the top modal counts.
  const modals = document.querySelectorAll('[aria-modal="true"]');
  const root: ParentNode = modals.length ? modals[modals.length - 1] : document;

  const small: SmallTarget[] = [];
  const seen = new Set<Element>();
  for (const el of Array.from(root.querySelectorAll(SELECTOR))) {
    if (seen.has(el) || hidden(el) || inRunningText(el)) continue;
    seen.add(el);
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const rect = el.getBoundingClientRect();
    // Off screen even after scrolling (a skip link waiting for focus): not a target yet.
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth) continue;
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    // A disabled control lets clicks through (pointer-events: none): its box is its target.
    if (el.matches(':disabled')) {
      if (rect.width < min - 0.5 || rect.height < min - 0.5) {
        small.push({ control: `${name(el)} (disabled)`, width: Math.round(rect.width), height: Math.round(rect.height) });
      }
      continue;
    }
    // Covered where it sits (behind an open sidebar's backdrop): out of reach, not a target now.
    if (!partOf(el, document.elementFromPoint(x, y))) continue;
    const width = extent(el, x, y, -1, 0) + extent(el, x, y, 1, 0);
    const height = extent(el, x, y, 0, -1) + extent(el, x, y, 0, 1);
    if (width < min - 0.5 || height < min - 0.5) {
      small.push({ control: name(el), width: Math.round(width), height: Math.round(height) });
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return small;
}

/** The controls on the page now whose hit area is under 44×44 px, as readable lines. */
export async function smallTapTargets(page: Page): Promise<string[]> {
  // Measure still things: wait for the running transitions and finite animations (a sidebar
  // sliding in) to end. Infinite ones (spinners) never do and do not move controls.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const found = await page.evaluate(scanTapTargets, MIN_TARGET);
  return found.map((t) => `${t.control}: ${t.width}×${t.height}`);
}
