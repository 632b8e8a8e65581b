// The static public pages carry HTML that React rendered at build time from the seed, and the query
// data it was rendered from (build/prerender.ts). On a first visit main.tsx hydrates that HTML
// with that data; on any other visit the stored data may differ from the seed, so the HTML stays
// hidden (an inline rule in the page's head) and the app renders afresh once its backend answers.
import type { DehydratedState } from '@tanstack/react-query';

/** Set on <html> by the page's inline script when the visit is a first one (the data can only be the seed). */
export const FIRST_VISIT_CLASS = 'prerendered';
/** On #root while it holds the build's HTML; the head's rule hides that HTML unless FIRST_VISIT_CLASS is set. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The <script type="application/json"> holding the dehydrated queries. */
export const PAGE_DATA_ID = 'prerendered-data';

/** The data to hydrate `root` with: null when the page has none or the visit is not a first one. */
export function prerenderedState(root: HTMLElement, doc: Document = document): DehydratedState | null {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE) || !doc.documentElement.classList.contains(FIRST_VISIT_CLASS)) return null;
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/** Empties `root` of the build's HTML (not to be hydrated) and lets what replaces it show. */
export function clearPrerendered(root: HTMLElement): void {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
}
