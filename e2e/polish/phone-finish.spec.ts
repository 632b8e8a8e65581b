// "Finished on a phone", at 360×760 and 1280×860, measured: the donation popup's focus ring, the
// tools' plain layout, the volunteer form's last step, whole e-mail addresses, few posts filling
// their space, the phone admin's search and "Sort by", and the footer's small ones. (The donate
// steps, /events and the contact form: the pictures of e2e/layout/screens.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillByLabel } from '../form-steps';

const PHONE = { width: 360, height: 760 };
const DESKTOP = { width: 1280, height: 860 };

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Make a Difference Today' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** How many lines an element's text takes: the distinct tops of its text's line boxes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

test.describe('the donation popup on a phone', () => {
  test.use({ donationPopup: 'show', viewport: PHONE });

  test('opens with the focus on Maybe Later, with a palette focus ring', async ({ app, page }) => {
    // When it may open (not over another dialog, a focused field or unsent text): popups.test.tsx.
    await app.goto('/contact');
    const popup = popupOf(page);
    await expect(popup).toBeVisible({ timeout: 15_000 });
    const later = popup.getByRole('button', { name: 'Maybe Later' });
    await expect(later).toBeFocused();
    // Back to it by keyboard, so the ring shows whatever the last pointer did. The palette's dark
    // amber (--color-secondary-text), not the old blue #1D5FA8.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(later).toBeFocused();
    expect(await later.evaluate((element) => getComputedStyle(element).outlineColor)).toBe('rgb(153, 99, 1)');
  });

  for (const path of ['/health', '/developers']) {
    test(`never opens on ${path}`, async ({ app, page }) => {
      await page.clock.install();
      await app.goto(path, { reset: true });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.runFor(10_000);
      await expect(popupOf(page)).toHaveCount(0);
    });
  }
});

test.describe('/health and /developers in a plain layout', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: no public header, footer or bottom bar`, async ({ app, page }) => {
      await page.setViewportSize(viewport);
      await app.goto('/health');
      await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Hope Foundation' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Donate Now' })).toHaveCount(0);
      await page.getByRole('link', { name: 'API reference' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }
});

test.describe('phone forms: the primary button full width, the secondary below it, on every step', () => {
  test.use({ viewport: PHONE });

  /** `primary` spans the form's width with `secondary` under it, as wide; both as tall as step 2's. */
  async function expectStacked(primary: Locator, secondary: Locator, earlier: { height: number; width: number }) {
    // Both read in one frame: a step change scrolls the form into view.
    const [p, s] = await primary.evaluate(
      (element, other) => [element.getBoundingClientRect().toJSON(), other!.getBoundingClientRect().toJSON()] as DOMRect[],
      await secondary.elementHandle(),
    );
    expect(s.y).toBeGreaterThanOrEqual(p.y + p.height);
    expect(Math.abs(p.x - s.x)).toBeLessThanOrEqual(1);
    expect(p.width).toBe(s.width);
    expect(p.width).toBe(earlier.width);
    expect(p.height).toBe(earlier.height);
    expect(p.width).toBeGreaterThan(PHONE.width * 0.7);
  }

  test('volunteer: "Submit Application" full width with "Previous" under it, as "Next" and "Previous"', async ({ app, page }) => {
    await app.goto('/volunteer', { reset: true });
    await fillByLabel(page, {
      Name: 'Leo Martins',
      Email: 'leo.e2e@example.com',
      Phone: '07700 900444',
      Address: '12 Whitechapel Road, London',
      Age: '27',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillByLabel(page, { Skills: 'driving', Experience: 'Soup kitchen', Motivation: 'To help.' });
    const step2 = await box(page.getByRole('button', { name: 'Next' }));
    await expectStacked(page.getByRole('button', { name: 'Next' }), page.getByRole('button', { name: 'Previous' }), step2);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStacked(page.getByRole('button', { name: 'Submit Application' }), page.getByRole('button', { name: 'Previous' }), step2);
  });
});

test.describe('e-mail addresses never break', () => {
  test.use({ viewport: PHONE });

  test('the contact card keeps info@hopefoundation.org.uk on one line', async ({ app, page }) => {
    await app.goto('/contact');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Email Us' }) });
    const email = card.getByRole('link', { name: 'info@hopefoundation.org.uk' });
    await expect(email).toBeVisible();
    expect(await lineCount(email)).toBe(1);
  });

  for (const [tab, heading] of [
    ['donations', 'Donations Management'],
    ['volunteers', 'Volunteers'],
    ['contacts', 'Messages'],
  ] as const) {
    test(`admin ${tab} cards: every address on one line, the full address in its title`, async ({ app, page }) => {
      await app.login();
      await app.goto(`/admin/dashboard?tab=${tab}`);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      const addresses = page.getByRole('main').getByText(/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/);
      await expect(addresses.first()).toBeVisible();
      const count = await addresses.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const address = addresses.nth(index);
        expect(await lineCount(address)).toBe(1);
        expect(await address.getAttribute('title')).toBe(await address.textContent());
      }
    });
  }
});

test.describe('few posts fill their space', () => {
  test.use({ viewport: DESKTOP });

  test('a category with one post shows one wide card', async ({ app, page }) => {
    await app.goto('/category/education', { reset: true });
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    await expect(grid.getByRole('article')).toHaveCount(1);
    const [column, card] = [await box(grid), await box(grid.getByRole('article'))];
    expect(Math.abs(card.width - column.width)).toBeLessThanOrEqual(1);
  });

  test("the home's Latest Events shares its row between two cards", async ({ app, page }) => {
    await app.goto('/', { reset: true });
    const section = page.getByRole('region', { name: 'Latest Events' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(2);
    const list = await box(section.getByRole('list'));
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(first.x - list.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(second.x + second.width - (list.x + list.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(first.width - second.width)).toBeLessThanOrEqual(1);
  });
});

test.describe('phone admin', () => {
  test.use({ viewport: PHONE });

  test('the header search opens full width from its button; sorting is one "Sort by" select', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=donations');
    await expect(page.getByRole('heading', { name: 'Donations Management' })).toBeVisible();
    const header = page.locator('header').filter({ has: page.getByRole('button', { name: 'Toggle sidebar' }) });
    await expect(header.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    const search = header.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    expect((await box(search)).width).toBeGreaterThan(300);
    await header.getByRole('button', { name: 'Close search' }).click();
    await expect(search).toHaveCount(0);

    const table = page.getByRole('table', { name: 'Donations' });
    await expect(table.getByRole('columnheader').getByRole('button')).toHaveCount(0);
    const sortBy = page.getByLabel('Sort by');
    await expect(page.locator('label', { hasText: 'Sort by' })).toBeVisible();
    await sortBy.selectOption({ label: 'Donor (ascending)' });
    await expect(table.getByRole('columnheader', { name: 'Donor' })).toHaveAttribute('aria-sort', 'ascending');
    await sortBy.selectOption({ label: 'Donor (descending)' });
    await expect(table.getByRole('columnheader', { name: 'Donor' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('/admin/blog-posts has one heading and highlights Blog Posts', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/blog-posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blog Posts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog Posts', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the small ones', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the footer shows the logo as its heading, and the newsletter label has room`, async ({ app, page }) => {
      await page.setViewportSize(viewport);
      await app.goto('/about');
      const footer = page.getByRole('contentinfo');
      const brand = footer.getByRole('heading', { name: 'Hope Foundation' });
      await expect(brand).toHaveCount(1);
      await expect(brand.getByRole('img', { name: 'Hope Foundation' })).toBeVisible();
      await expect(brand).not.toContainText('Hope Foundation');
      const text = await box(footer.getByText('News of our work and events, now and then.'));
      const label = await box(footer.locator('label', { hasText: 'Newsletter sign-up' }));
      expect(label.y - (text.y + text.height)).toBeGreaterThanOrEqual(12);
    });
  }
});
