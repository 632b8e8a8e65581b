// The zakat calculator: from the Zakat service card to the calculator, into the prefilled donate
// wizard, to a stored zakat donation in the admin's list; messages at the field; axe; and the
// admin's gold price in Settings → Zakat moving the calculator's nisab.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { fillCard, fillDonor } from '../donate-wizard';
import { expect, test } from '../fixtures';

/** The figure beside a term of the result ('Zakatable total' gives '$5,000.00'). */
const figure = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Your Zakat' }).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');

async function openCalculator(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Zakat Calculator' })).toBeVisible();
  await expect(figure(page, 'Zakatable total')).toHaveText('$0.00', { timeout: 15_000 });
}

test.describe('zakat calculator', () => {
  test('calculator to the prefilled wizard to a stored zakat donation in the admin list', async ({ app, page }) => {
    await app.goto('/services', { reset: true });
    await page.getByRole('article').filter({ hasText: 'Zakat Campaigning' }).getByRole('link', { name: 'Zakat Calculator' }).click();
    await openCalculator(page);

    await page.getByLabel('Cash and bank balances').fill('30000');
    await page.getByLabel('Business assets').fill('2,501.20');
    await page.getByLabel('Minus debts due now').fill('1,000');
    await expect(figure(page, 'Nisab (')).toHaveText('$979.78');
    await expect(figure(page, 'Zakatable total')).toHaveText('$31,501.20');
    await expect(figure(page, 'Reaches the nisab')).toHaveText('Yes');
    // 31,501.20 × 2.5% = 787.53
    await expect(figure(page, 'Zakat due (2.5%)')).toHaveText('$787.53');

    await page.getByRole('button', { name: 'Pay Zakat Now' }).click();
    await page.waitForURL(/\/donate\?type=zakat&amount=787\.53$/);
    await expect(page.getByLabel('Custom Amount')).toHaveValue('787.53');
    await expect(page.getByLabel('Donation Type')).toHaveValue('zakat');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillDonor(page, { firstName: 'Yusuf', lastName: 'Rahman', email: 'yusuf.zakat@example.com' });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCard(page, { name: 'Y RAHMAN', number: '4000 0566 5566 5556', expiry: '10/34', cvv: '123' });
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await page.getByRole('dialog', { name: 'Thank You!' }).getByRole('button', { name: 'Continue' }).click();

    await app.login();
    await app.goto('/admin/dashboard?tab=donations');
    await page.getByLabel('Search donations').fill('yusuf.zakat@example.com');
    const row = page.getByRole('table', { name: 'Donations' }).getByRole('row').filter({ hasText: 'yusuf.zakat@example.com' });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row).toContainText('Yusuf Rahman');
    await expect(row).toContainText('$787.53');
    await expect(row).toContainText('Zakat');
  });

  test('/zakat has no serious or critical axe violation, with and without a field message', async ({ app, page }) => {
    await app.goto('/zakat', { reset: true });
    await openCalculator(page);
    await expectNoSeriousViolations(page, 'the calculator');
    await page.getByLabel('Silver value').fill('abc');
    await page.getByLabel('Cash and bank balances').fill('1');
    await expect(page.getByText('Please enter a number, such as 1250.50')).toBeVisible();
    await expectNoSeriousViolations(page, 'with a message at a field');
  });

  test("the admin's gold price in Settings → Zakat changes the calculator's nisab", async ({ app, page }) => {
    await app.goto('/zakat', { reset: true });
    await openCalculator(page);
    await page.getByRole('radio', { name: 'Gold (87.48 g)' }).check();
    await expect(figure(page, 'Nisab (')).toHaveText('$11,372.40');

    await app.login();
    await app.goto('/admin/dashboard?tab=settings');
    await page.getByRole('tab', { name: 'Zakat' }).click();
    await page.getByLabel('Gold Price per Gram (USD)').fill('150');
    await page.getByRole('button', { name: 'Save Zakat Prices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zakat prices saved successfully!' })).toBeVisible();

    await app.goto('/zakat');
    await openCalculator(page);
    await page.getByRole('radio', { name: 'Gold (87.48 g)' }).check();
    // 87.48 g × $150
    await expect(figure(page, 'Nisab (')).toHaveText('$13,122.00');
    await expect(page.getByText(/Gold \$150\.00 and silver \$1\.60 per gram/)).toBeVisible();
  });
});
