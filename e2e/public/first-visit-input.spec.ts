// A first visit acts on the build's prerendered HTML before the app's code has adopted it: a
// phone's slow CPU (4× throttling here) and a visitor who knows what they want. Needs a browser:
// the page's inline capture script, the real hydration and the native form submission it stops.
// Each test acts as soon as its field shows, with no wait for readiness: once with the app's entry
// script held back until the first steps are done (so they surely meet the build's HTML alone,
// which the test checks), and once as it comes.
import { fillDonor } from '../donate-wizard';
import { continueFrom, fillByLabel } from '../form-steps';
import { expect, test, type App } from '../fixtures';

// The donation popup (a modal, 2 s into a first visit) would cover the form; its flag is the one
// sessionStorage key a first visit may have (build/prerender.ts, decisionScript).
test.use({ donationPopup: 'donors' });
// A 4× slower CPU: the app's start, the backend's and the answers all take four times as long.
test.slow();
const LIVE = { timeout: 30_000 };

type Early = { firstInputBeforeHydration: boolean | null };

/**
 * Opens `path` as a first visit on a 4× slower CPU, returning at the first response, not at load.
 * `hold`: the app's entry script is answered only once `release()` is called.
 */
async function firstVisit({ page }: App, path: string, hold: boolean) {
  let release = () => {};
  if (hold) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/index\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const early: Early = { firstInputBeforeHydration: null };
    (window as unknown as { early: Early }).early = early;
    // On window, capture phase: before the page's own capture (on document) sees the event.
    for (const type of ['input', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          if (early.firstInputBeforeHydration !== null || !(event.target instanceof Element) || !event.target.closest('#root')) return;
          early.firstInputBeforeHydration = !Object.keys(event.target).some((key) => key.startsWith('__reactFiber'));
        },
        true,
      );
    }
  });
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/prerendered/);
  return {
    addresses,
    /** Lets the app's code in; when it was held, first checks that what came before met the build's HTML alone. */
    release: async () => {
      if (!hold) return;
      expect(await page.evaluate(() => (window as unknown as { early: Early }).early.firstInputBeforeHydration)).toBe(true);
      release();
    },
  };
}

for (const hold of [true, false]) {
  test.describe(`a first visit keeps what is done before the app is live${hold ? ' (its code held back)' : ''}`, () => {
  test('contact: filled and sent at once shows Message Sent!, and the fields never reach the address bar', async ({ app, page }) => {
    const visit = await firstVisit(app, 'contact', hold);
    await fillByLabel(page, { Name: 'Early Bird', Email: 'early@example.org', Message: 'typed before hydration' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visit.release();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible(LIVE);
    await continueFrom(page, 'Message Sent!', 'Thank you for contacting us! We will get back to you soon.');
    expect(visit.addresses.filter((address) => address.includes('?'))).toEqual([]);
    expect(page.url()).not.toContain('?');
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('donate: amount, Next, first name, Next reaches the payment step with the amount kept', async ({ app, page }) => {
    const visit = await firstVisit(app, 'donate', hold);
    await page.getByLabel(/Amount/).fill('75');
    await page.getByRole('button', { name: 'Next' }).click();
    await visit.release();
    await fillDonor(page, { firstName: 'Early', lastName: 'Bird', email: 'early@example.org' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Name on Card')).toBeVisible(LIVE);
    await expect(page.getByRole('region', { name: 'Donation Summary' })).toContainText('$75');
    expect(visit.addresses.filter((address) => address.includes('?'))).toEqual([]);
  });

  test('volunteer: step 1 to step 3 at once', async ({ app, page }) => {
    const visit = await firstVisit(app, 'volunteer', hold);
    await fillByLabel(page, { Name: 'Leo Martins', Email: 'leo.early@example.com', Phone: '07700 900444', Address: '12 Whitechapel Road, London', Age: '27' });
    await page.getByRole('button', { name: 'Next' }).click();
    await visit.release();
    await fillByLabel(page, { Skills: 'driving', Motivation: 'I want to help.' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Availability')).toBeVisible(LIVE);
  });

  test('zakat: cash 100000 typed at once shows $2,500.00 due', async ({ app, page }) => {
    const visit = await firstVisit(app, 'zakat', hold);
    await page.getByLabel('Cash and bank balances').fill('100000');
    await visit.release();
    const due = page.getByRole('region', { name: 'Your Zakat' }).locator('dt', { hasText: 'Zakat due (2.5%)' }).locator('xpath=following-sibling::dd');
    await expect(due).toHaveText('$2,500.00', LIVE);
  });
});
}
