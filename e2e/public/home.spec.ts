import { expect, test } from '../fixtures';

test.describe('home page', () => {
  test('the services slider shows 3 cards on desktop, 2 on tablet and 1 on phones', async ({ app, page }) => {
    await app.goto('/');
    const slider = page.getByRole('region', { name: 'Featured services' });
    const visibleCards = slider.getByRole('group');
    await expect(visibleCards).toHaveCount(3);
    await expect(slider.getByRole('button', { name: /^Show services slide/ })).toHaveCount(4);
    await slider.getByRole('button', { name: 'Next services' }).click();
    await expect(visibleCards.first()).toHaveAccessibleName('2 of 6');
    await expect(visibleCards.first()).toBeInViewport();
    await slider.getByRole('button', { name: 'Show services slide 4 of 4' }).click();
    await expect(visibleCards.last()).toContainText('Zakat Campaigning');
    await slider.getByRole('button', { name: 'Next services' }).click();
    await expect(visibleCards.first()).toContainText("Children's Education");

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(visibleCards).toHaveCount(2);
    await expect(slider.getByRole('button', { name: /^Show services slide/ })).toHaveCount(5);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(visibleCards).toHaveCount(1);
    await expect(slider.getByRole('button', { name: /^Show services slide/ })).toHaveCount(6);
  });

  test('the donation call to action and the why-choose bars', async ({ app, page }) => {
    await app.goto('/');
    const cta = page.getByRole('region', { name: 'Help Us Reach Our Goal' });
    await cta.scrollIntoViewIfNeeded();
    const bar = cta.getByRole('progressbar', { name: 'Donation progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '85');
    await expect(cta.getByText('$5,00.00', { exact: true })).toBeVisible();
    await expect(cta.getByText('$10,00.00', { exact: true })).toBeVisible();
    // The bar animates up to 85% of its track once it is on screen.
    await expect
      .poll(async () => bar.evaluate((track) => Math.round((track.firstElementChild!.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100)))
      .toBe(85);

    const why = page.getByRole('region', { name: 'Your Kindness, Delivered With Care' });
    await expect(why.getByRole('progressbar')).toHaveCount(2);
    await expect(why.getByRole('progressbar').nth(0)).toHaveAttribute('aria-valuenow', '55');
    await expect(why.getByRole('progressbar').nth(1)).toHaveAttribute('aria-valuenow', '85');
    await expect(page.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', /\/charity\/about$/);
  });
});
