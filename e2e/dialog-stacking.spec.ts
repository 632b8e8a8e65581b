// The checks the `app` fixture makes after every test can fail: a dialog opened under another is
// recorded, one opened on top is not, and an uncaught error in the page is collected.
import { expect, test } from './fixtures';
import type { DialogStackingWatch } from './dialog-stacking';

/** Adds a fixed role="dialog" panel named `name` at stacking level `zIndex`. */
function addDialog({ name, zIndex }: { name: string; zIndex: number }) {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', name);
  panel.textContent = name;
  panel.style.cssText = `position: fixed; inset: 25%; z-index: ${zIndex}; background: white;`;
  document.body.append(panel);
}

const scanNow = () => (window as Window & { __dialogStacking?: DialogStackingWatch }).__dialogStacking?.scan();

test.describe('fixture checks', () => {
  test('a dialog that opens under another is recorded; one that opens on top is not', async ({ app, page }) => {
    await app.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    await page.evaluate(addDialog, { name: 'Front', zIndex: 5000 });
    await page.evaluate(scanNow);
    await page.evaluate(addDialog, { name: 'On top', zIndex: 6000 });
    await page.evaluate(scanNow);
    expect(app.dialogsOpenedUnder).toEqual([]);

    await page.evaluate(addDialog, { name: 'Behind', zIndex: 4000 });
    await expect.poll(() => app.dialogsOpenedUnder).toEqual(['"Behind" opened under "On top"']);
    const inPage = await page.evaluate(() => (window as Window & { __dialogStacking?: DialogStackingWatch }).__dialogStacking?.violations);
    expect(inPage).toEqual(['"Behind" opened under "On top"']);

    // Recorded on purpose: not a failure of this test.
    app.dialogsOpenedUnder.length = 0;
  });

  test('an uncaught error in the page is collected for the fixture to fail the test', async ({ app, page }) => {
    await app.goto('/about');
    await page.evaluate(() => {
      window.setTimeout(() => {
        throw new Error('deliberate test error');
      });
    });
    await expect.poll(() => app.pageErrors).toEqual(['deliberate test error']);
    // Recorded on purpose: not a failure of this test.
    app.pageErrors.length = 0;
  });
});
