// Issue #16 item 13: dates read British (en-GB), on the public site and in the admin tables.
import { expect, test } from '../fixtures';

// The seed is dated from the day it is written: under this clock the upcoming seed post falls on 14 February 2026.
const NOW = 'now=2026-01-27T09:00:00Z';

test.describe('dates read en-GB', () => {
  test('a blog post date on /events and on its page', async ({ app, page }) => {
    await app.goto(`/events?${NOW}`, { reset: true });
    const main = page.getByRole('main');
    await expect(main.locator('time[datetime="2026-02-14"]').first()).toHaveText('14 Feb 2026');
    await expect(main.getByText('Feb 14, 2026')).toHaveCount(0);

    // The seed post of 14 February 2026.
    await app.goto('/blog/1736935200000');
    await expect(page.getByRole('main').locator('time[datetime="2026-02-14"]').first()).toHaveText('14 Feb 2026');
  });

  test('the Blog Posts and Donations tables', async ({ app, page }) => {
    await app.goto(`/development?${NOW}`, { reset: true });
    await app.login();
    await app.goto('/admin/dashboard?tab=blog-posts');
    const table = page.getByRole('table');
    await expect(table.locator('time[datetime="2026-02-14"]').first()).toHaveText('14 Feb 2026', { timeout: 15_000 });

    await app.goto('/admin/dashboard?tab=donations');
    const donations = page.getByRole('table');
    await expect(donations.getByText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d$/).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(donations.getByText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, 20\d\d\b/)).toHaveCount(0);
  });
});
