import { afterEach, describe, expect, it } from 'vitest';
import { clearPrerendered, FIRST_VISIT_CLASS, PAGE_DATA_ID, PRERENDERED_ATTRIBUTE, prerenderedState } from './prerendered-page';

const STATE = { mutations: [], queries: [{ queryKey: ['banners'], queryHash: '["banners"]', state: { data: [1] } }] };

/** A page as build/prerender.ts writes it: #root with the build's HTML, the data beside it. */
function prerenderedPage({ firstVisit = true, data = JSON.stringify(STATE) }: { firstVisit?: boolean; data?: string | null } = {}) {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}><div class="public-layout">Seed</div></div>`;
  if (data !== null) document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`);
  document.documentElement.classList.toggle(FIRST_VISIT_CLASS, firstVisit);
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.classList.remove(FIRST_VISIT_CLASS);
});

describe('prerenderedState', () => {
  it('gives the embedded data on a first visit to a prerendered page', () => {
    expect(prerenderedState(prerenderedPage())).toEqual(STATE);
  });

  it('gives nothing when the visit is not a first one, the page has no data, or the data cannot be read', () => {
    expect(prerenderedState(prerenderedPage({ firstVisit: false }))).toBeNull();
    expect(prerenderedState(prerenderedPage({ data: null }))).toBeNull();
    expect(prerenderedState(prerenderedPage({ data: '{"queries":' }))).toBeNull();
    const root = prerenderedPage();
    root.removeAttribute(PRERENDERED_ATTRIBUTE); // 404.html's empty #root
    expect(prerenderedState(root)).toBeNull();
  });
});

describe('clearPrerendered', () => {
  it("empties #root of the build's HTML and lets what replaces it show", () => {
    const root = prerenderedPage({ firstVisit: false });
    clearPrerendered(root);
    expect(root.childElementCount).toBe(0);
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });

  it('leaves a #root alone that holds no build HTML (the app, once hydrated)', () => {
    const root = prerenderedPage();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    clearPrerendered(root);
    expect(root.textContent).toBe('Seed');
  });
});
