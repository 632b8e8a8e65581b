import { expect, test } from '../fixtures';

test.describe('home page', () => {
  test('the hero shows the active banners with dots and rotates every 5 s', async ({ app, page }) => {
    await page.clock.install();
    await app.goto('/', { reset: true });
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Lend Your Hands, Share Your Heart');
    await expect(hero.getByRole('button', { name: /^Show banner/ })).toHaveCount(3);
    await expect(hero.getByRole('link', { name: 'Join as Volunteer' })).toHaveAttribute('href', /\/charity\/volunteer$/);

    await page.clock.runFor(5000);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Standing With Flood-Affected Families');
    await hero.getByRole('button', { name: 'Show banner 3 of 3' }).click();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Give Hope to Children in Need');
    // That banner has no button of its own: the two default buttons show.
    await expect(hero.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', /\/charity\/donate$/);
    await expect(hero.getByRole('link', { name: 'Become A Volunteer' })).toHaveAttribute('href', /\/charity\/volunteer$/);
  });

  test('without banners the welcome hero shows the two default buttons and no dots', async ({ app, page }) => {
    await app.goto('/', { scenario: 'empty' });
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hope Foundation');
    await expect(hero.getByRole('link', { name: 'Donate Now' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Become A Volunteer' })).toBeVisible();
    await expect(hero.getByRole('button', { name: /^Show banner/ })).toHaveCount(0);
  });

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

  test('the services slider autoplays every 5 s and pauses on hover', async ({ app, page }) => {
    await page.clock.install();
    await app.goto('/');
    const slider = page.getByRole('region', { name: 'Featured services' });
    const first = slider.getByRole('group').first();
    await expect(first).toHaveAccessibleName('1 of 6');
    await page.clock.runFor(5000);
    await expect(first).toHaveAccessibleName('2 of 6');
    await slider.hover();
    await page.clock.runFor(10000);
    await expect(first).toHaveAccessibleName('2 of 6');
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

  test('event cards open their blog post', async ({ app, page }) => {
    await app.goto('/', { reset: true });
    const events = page.getByRole('region', { name: 'Latest Events' });
    const card = events.getByRole('link', { name: 'Back to School Drive 2026' });
    await expect(card).toHaveAttribute('href', /\/charity\/blog\/1736935200000$/);
    await expect(events.getByRole('article')).toHaveCount(2);
    await card.click();
    await expect(page).toHaveURL(/\/charity\/blog\/1736935200000$/);
  });

  test('the gallery preview loops both ways and follows the keyboard', async ({ app, page }) => {
    await app.goto('/', { reset: true });
    const gallery = page.getByRole('region', { name: 'Moments of Hope' });
    const thumbs = gallery.getByRole('button');
    await expect(thumbs).toHaveCount(12);
    const names = await thumbs.evaluateAll((buttons) => buttons.map((b) => b.querySelector('img')!.alt));

    await thumbs.first().click();
    await expect(page.getByRole('dialog', { name: names[0] })).toBeVisible();
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(page.getByRole('dialog', { name: names[11] })).toBeVisible();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByRole('dialog', { name: names[0] })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: names[1] })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: names[11] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbs.first()).toBeFocused();
  });
});
