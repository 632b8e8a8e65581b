// Issue 14, item 5: the dashboard's donation reports, from the seed data written under a pinned
// clock (?now= with ?reset=1), so the months shown are known.
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';

test.describe('dashboard reports', () => {
  // A sign-in, the dashboard and a full axe scan: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ app }) => {
    await app.goto('/development?now=2026-01-20T12:00:00Z', { reset: true });
    await app.login();
    await app.goto('/admin/dashboard');
  });

  test("the chart shows with the seed data, 'Show data' reveals 12 months, and axe passes", async ({ page }) => {
    const chart = page.getByRole('img', { name: 'Donations by month' });
    await expect(chart).toBeVisible({ timeout: 15_000 });
    await expect(chart).toHaveAccessibleDescription(/^Feb 2025 to Jan 2026: \$[\d,]+ in all \(donation \$[\d,]+, zakat \$[\d,]+, sadqa \$[\d,]+\)\./);
    expect(await chart.locator('rect').count()).toBeGreaterThan(0);

    const table = page.getByRole('table', { name: 'Donations by month' });
    await expect(table).toBeHidden();
    await page.getByText('Show data', { exact: true }).click();
    await expect(table).toBeVisible();
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(12);
    await expect(rows.first().getByRole('rowheader')).toHaveText('Feb 2025');
    await expect(rows.last().getByRole('rowheader')).toHaveText('Jan 2026');

    await expect(page.getByRole('region', { name: 'Top 5 campaigns' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Monthly giving' }).getByRole('img', { name: 'Monthly gifts by month' })).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard reports');
  });
});
