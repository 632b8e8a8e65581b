// Issue 16, item 11: the home page's services slider shows whole cards only, aligned with the
// page's content edges, at each width the spec names (1 card under 768 px, 2 from 768, 3 from
// 1024), at rest and in the middle of a move.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** For each card on screen: whether it lies whole inside the slider's box (its content box). */
async function cardPlacement(slider: Locator) {
  return slider.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll('article'))
      .map((card) => card.getBoundingClientRect())
      .filter((card) => card.right > box.left - 0.5 && card.left < box.right + 0.5)
      .map((card) => (card.left >= box.left - 0.5 && card.right <= box.right + 0.5 ? 'whole' : 'cut'));
  });
}

/** Stops every running animation half-way, so the check sees the middle of a move. */
async function freezeHalfway(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      animation.pause();
      animation.currentTime = duration / 2;
    }
  });
}

for (const { width, cards } of [
  { width: 1280, cards: 3 },
  { width: 800, cards: 2 },
  { width: 360, cards: 1 },
]) {
  test(`at ${width} px the slider shows ${cards} whole card(s) aligned with the content edges, also mid-move`, async ({ app, page }) => {
    await page.setViewportSize({ width, height: 860 });
    await app.goto('/', { reset: true });
    const slider = page.getByRole('region', { name: 'Featured services' });
    await slider.scrollIntoViewIfNeeded();
    // The slider's box is the page's content box: it lines up with the section heading's container.
    const heading = await page.getByRole('heading', { level: 2, name: 'Our Services' }).evaluate((el) => {
      const container = el.closest('section')!.firstElementChild!;
      const style = getComputedStyle(container);
      const rect = container.getBoundingClientRect();
      return [rect.left + parseFloat(style.paddingLeft), rect.right - parseFloat(style.paddingRight)];
    });
    const box = (await slider.boundingBox())!;
    expect(Math.abs(box.x - heading[0])).toBeLessThan(1);
    expect(Math.abs(box.x + box.width - heading[1])).toBeLessThan(1);

    await expect.poll(() => cardPlacement(slider)).toEqual(Array(cards).fill('whole'));
    const first = slider.getByRole('article').first();
    const firstBox = (await first.boundingBox())!;
    expect(Math.abs(firstBox.x - box.x)).toBeLessThan(1);

    await slider.getByRole('button', { name: 'Next services' }).click();
    await freezeHalfway(page);
    expect(await cardPlacement(slider)).toEqual(Array(cards).fill('whole'));
    await expect(slider.getByRole('button', { name: 'Show services slide 2 of' })).toHaveAttribute('aria-current', 'true');
  });
}
