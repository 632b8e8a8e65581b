import { expect, test } from '../fixtures';
import { BUILT_IN_SERVICES as BUILT_IN } from './public-b-helpers';

test.describe('services page', () => {
  test('shows every service with its image, icon, title and description', async ({ app, page }) => {
    await app.openPage('/services', 'Our Services');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(BUILT_IN);
    const first = cards.first();
    await expect(first.getByText(/School fees, books, uniforms/)).toBeVisible();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(first.locator('.service-card__icon svg')).toBeVisible();
  });

  test('says "Loading services..." while the services load', async ({ app, page }) => {
    // Recorded in the page: on a busy machine the test runner may look only after the 1.5 s wait.
    await page.addInitScript(() => {
      const win = window as unknown as { sawLoading?: boolean };
      new MutationObserver(() => {
        const label = [...document.querySelectorAll('main [role="status"]')].find((el) => el.textContent === 'Loading services...');
        if (label && label.getBoundingClientRect().width > 0) win.sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await app.goto('/services', { scenario: 'slow' });
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6, { timeout: 10_000 });
    await expect(page.getByText('Loading services...')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading)).toBe(true);
  });

  test('shows the six built-in services when the API is down', async ({ app, page }) => {
    app.allowedErrors.push(/status of 500/);
    await app.goto('/services', { scenario: 'api-down' });
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(BUILT_IN);
    await expect(page.getByText('No services available right now.')).toHaveCount(0);
  });

  test('shows the six built-in services when there are none', async ({ app, page }) => {
    await app.goto('/services', { scenario: 'empty' });
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(BUILT_IN);
  });
});
