// Stakeholder polish, admin tables, measured: at 1280 px every table's Actions column is inside the
// table's visible box; at 360 px no admin screen scrolls sideways and each row is a card whose
// buttons are on screen.
import type { Locator } from '@playwright/test';
import { expect, test, type App } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';

type Screen = { path: string; heading: string | RegExp; level?: number; table?: boolean };

const SCREENS: Screen[] = [
  { path: '/admin/dashboard', heading: 'Welcome back, admin!' },
  { path: '/admin/dashboard?tab=blog-posts', heading: 'Blog Posts', table: true },
  { path: '/admin/dashboard?tab=donations', heading: 'Donations Management', table: true },
  { path: '/admin/dashboard?tab=volunteers', heading: 'Volunteers', table: true },
  { path: '/admin/dashboard?tab=contacts', heading: 'Messages' },
  { path: '/admin/dashboard?tab=contact-forms', heading: 'Contact Forms' },
  { path: '/admin/dashboard?tab=admin', heading: 'Admin Management', table: true },
  { path: '/admin/dashboard?tab=banner', heading: 'Banner Management', table: true },
  { path: '/admin/dashboard?tab=services', heading: 'Services Management', table: true },
  { path: '/admin/dashboard?tab=gallery', heading: 'Gallery Management' },
  { path: '/admin/dashboard?tab=settings', heading: 'Settings' },
  { path: '/admin/blog-posts', heading: 'Manage Blog Posts', level: 1, table: true },
];

async function open(app: App, screen: Screen) {
  await app.goto(screen.path);
  await expect(app.page.getByRole('heading', { level: screen.level ?? 2, name: screen.heading, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // Wait for the data, not the loading state.
  await expect(app.page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  if (screen.table) await expect(app.page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

/** Left and right edges of what the table shows: its nearest ancestor that clips or scrolls it. */
function visibleEdges(table: Locator) {
  return table.evaluate((el) => {
    let box = el.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const rect = (box ?? document.documentElement).getBoundingClientRect();
    return { left: rect.left, right: Math.min(rect.right, window.innerWidth) };
  });
}

async function expectInside(target: Locator, edges: { left: number; right: number }, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(edges.left - 1);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(edges.right + 1);
}

/**
 * Every body row's problems, in one pass in the page (a round trip per button took a minute over
 * the seed's rows): no action in its last cell, an action or (with `titles`) the row's title
 * outside `edges`.
 */
function rowProblems(table: Locator, edges: { left: number; right: number }, titles: boolean) {
  return table.evaluate(
    (el, { left, right, titles }) => {
      const problems: string[] = [];
      const outside = (node: Element) => {
        const rect = node.getBoundingClientRect();
        return rect.left < left - 1 || rect.right > right + 1;
      };
      el.querySelectorAll('tbody tr').forEach((row, i) => {
        const cells = row.querySelectorAll('td, [role="cell"]');
        const actions = cells[cells.length - 1]?.querySelectorAll('button, a[href]') ?? [];
        if (!actions.length) problems.push(`row ${i + 1} has no action button`);
        actions.forEach((action, b) => {
          if (outside(action)) problems.push(`row ${i + 1} action ${b + 1} is outside ${left}–${right}`);
        });
        const title = row.querySelector('th, [role="rowheader"]');
        if (titles && (!title || outside(title))) problems.push(`row ${i + 1} title is missing or outside ${left}–${right}`);
      });
      return problems;
    },
    { ...edges, titles },
  );
}

test.describe('admin tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 860 } });
  test.describe.configure({ timeout: 90_000 });

  test("every table shows its Actions header and every row's actions inside its box", async ({ app, page }) => {
    await app.login();
    for (const screen of SCREENS.filter((s) => s.table)) {
      await open(app, screen);
      const table = page.getByRole('main').getByRole('table').first();
      const edges = await visibleEdges(table);
      const header = table.getByRole('columnheader', { name: 'Actions' });
      await expectInside(header, edges, `${screen.path}: Actions header`);
      // The header's text is whole, not cut off.
      expect(await header.evaluate((th) => th.scrollWidth <= th.clientWidth), `${screen.path}: Actions header cut`).toBe(true);
      expect(await rowProblems(table, edges, false), screen.path).toEqual([]);
    }
  });
});

test.describe('admin screens at 360 px', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  test.describe.configure({ timeout: 120_000 });

  test('no screen scrolls sideways; table rows are cards with their buttons on screen', async ({ app, page }) => {
    await app.login();
    for (const screen of SCREENS) {
      await open(app, screen);
      const offenders = await page.evaluate(() => {
        const found: string[] = [];
        const doc = document.documentElement;
        if (doc.scrollWidth > doc.clientWidth) found.push(`the page: ${doc.scrollWidth} > ${doc.clientWidth}`);
        for (const el of document.querySelectorAll('main *')) {
          const overflow = getComputedStyle(el).overflowX;
          if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
            found.push(`<${el.tagName.toLowerCase()} class="${el.className}">: ${el.scrollWidth} > ${el.clientWidth}`);
          }
        }
        return found;
      });
      expect(offenders, `${screen.path} scrolls sideways`).toEqual([]);
      if (!screen.table) continue;
      const table = page.getByRole('main').getByRole('table').first();
      // The table keeps its roles: column headers, row headers, cells.
      await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(1);
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      expect(await rowProblems(table, { left: 0, right: 360 }, true), screen.path).toEqual([]);
    }
  });

  test('the donations cards have no serious or critical axe violation', async ({ app, page }) => {
    await app.login();
    await open(app, SCREENS[2]);
    await expectNoSeriousViolations(page, 'donations at 360 px');
  });
});
