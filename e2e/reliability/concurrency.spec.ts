// Concurrency: a double click on a submit button makes one record; a change made in one tab shows
// in another (the db announces writes on a BroadcastChannel, the app refetches); writes sent from
// two tabs at once are all kept; a reload in the middle of the donate wizard loses no saved record,
// saves nothing half-filled and keeps the draft.
import type { Page } from '@playwright/test';
import { fillCard, fillDonor } from '../donate-wizard';
import { expect, test } from '../fixtures';
import { adminToken, api, BASE, countOf, signIn } from './reliability-helpers';

/** Waits long enough for a second, duplicate request to have landed if one was sent. */
const settle = (page: Page) => page.waitForTimeout(1500);

async function fillContact(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Double Click');
  await page.getByLabel('Email', { exact: true }).fill('double@example.org');
  await page.getByLabel('Subject').fill('Twice?');
  await page.getByLabel('Message').fill('This message must be saved exactly once.');
}

async function fillVolunteer(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Double Click');
  await page.getByLabel('Email', { exact: true }).fill('double@example.org');
  await page.getByLabel('Phone', { exact: true }).fill('+44 7700 900123');
  await page.getByLabel('Address').fill('1 High Street, London, UK');
  await page.getByLabel('Age', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Skills', { exact: true }).fill('Driving');
  await page.getByLabel('Experience', { exact: true }).fill('None yet');
  await page.getByLabel('Motivation', { exact: true }).fill('To help.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Availability').selectOption('Weekends');
}

async function donateSteps(page: Page, upTo: 'details' | 'payment') {
  await page.getByRole('button', { name: '$25', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDonor(page, { firstName: 'Double', lastName: 'Click', email: 'double@example.org', address: '1 High Street, London, UK' });
  if (upTo === 'details') return;
  await page.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, { name: 'Double Click', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' });
}

/** The form's submit button: the last submit-type button of the main content. */
const submitOf = (page: Page) => page.getByRole('main').locator('button[type="submit"]').last();

test.describe('concurrency', () => {
  // Multi-step wizards on a loaded 2-core machine: allow more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  // The donation popup (2 s after the first visit) would cover the forms.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('donationPopupSeen', 'true');
      } catch {
        // frames without storage access (the map embed)
      }
    });
  });

  // Each public form, double-clicked on its submit button: the admin list grows by exactly one.
  const doubleClicks = [
    {
      what: 'contact form submit makes one message',
      path: '/contact',
      list: '/api/contact-forms/admin',
      fill: fillContact,
      done: (page: Page) => page.getByRole('dialog', { name: 'Message Sent!' }),
    },
    {
      what: 'volunteer form submit makes one application',
      path: '/volunteer',
      list: '/api/volunteers/admin',
      fill: fillVolunteer,
      done: (page: Page) => page.getByText('Thank you for volunteering!', { exact: false }),
    },
    {
      what: 'donate submit makes one donation',
      path: '/donate',
      list: '/api/donations/admin',
      fill: (page: Page) => donateSteps(page, 'payment'),
      done: (page: Page) => page.getByText('Thank you for your generous donation!', { exact: false }),
    },
  ];
  for (const { what, path, list, fill, done } of doubleClicks) {
    test(`a double click on the ${what}`, async ({ app, page }) => {
      await app.goto(path, { reset: true });
      const token = await adminToken(page);
      const before = await countOf(page, token, list);
      await fill(page);
      await submitOf(page).dblclick();
      await expect(done(page)).toBeVisible();
      await settle(page);
      expect(await countOf(page, token, list)).toBe(before + 1);
    });
  }

  test('two tabs: a message marked read in tab 1 shows as read in tab 2 without a reload', async ({ app, page, context }) => {
    await app.goto('/development', { reset: true });
    const token = await signIn(page);
    const list = await api<Array<{ id: number; name: string; status: string }>>(page, 'GET', '/api/contact-forms/admin', { token });
    const target = list.body?.data?.find((c) => c.status === 'new');
    expect(target, 'a new message in the seed').toBeTruthy();

    const second = await context.newPage();
    const secondErrors: string[] = [];
    second.on('pageerror', (e) => secondErrors.push(e.message));
    second.on('console', (m) => {
      if (m.type() === 'error' && !/^Failed to load resource: .* @ https?:\/\/(?!127\.0\.0\.1)/.test(`${m.text()} @ ${m.location().url}`))
        secondErrors.push(m.text());
    });
    await second.goto('admin/dashboard?tab=contacts');
    const card = second.getByRole('article', { name: target!.name }).first();
    await expect(card.getByText('new', { exact: true })).toBeVisible();

    const marked = await api(page, 'PATCH', `/api/contact-forms/${target!.id}/status`, { token, json: { status: 'read' } });
    expect(marked.status).toBe(200);
    await expect(card.getByText('read', { exact: true })).toBeVisible();
    expect(secondErrors).toEqual([]);
  });

  test('two tabs: a donation made in tab 1 shows in the admin donations of tab 2', async ({ app, page, context }) => {
    await app.goto('/donate', { reset: true });
    await signIn(page);
    const second = await context.newPage();
    await second.goto('admin/dashboard?tab=donations');
    await expect(second.getByRole('table')).toBeVisible();
    await donateSteps(page, 'payment');
    await submitOf(page).click();
    await expect(page.getByText('Thank you for your generous donation!', { exact: false })).toBeVisible();
    await second.getByLabel('Search donations').fill('double@example.org');
    await expect(second.getByRole('row').filter({ hasText: 'double@example.org' })).toHaveCount(1);
  });

  test('two tabs: 10 contact messages sent at once from each of /contact and /about are all stored, ids unique', async ({ app, page, context }) => {
    await app.goto('/contact', { reset: true });
    const second = await context.newPage();
    await second.goto('about');
    await second.locator('#root > *').first().waitFor();

    /** Ten POSTs at once from inside `tab`, answered by that tab's own mock backend. */
    const sendTen = (tab: Page, label: string) =>
      tab.evaluate(
        ({ url, label }) =>
          Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              fetch(url, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
                body: JSON.stringify({ name: `${label} ${i + 1}`, email: 'tabs@example.org', message: `Message ${i + 1} from ${label}.` }),
              }).then((res) => res.status),
            ),
          ),
        { url: `${BASE}api/contact-forms`, label },
      );
    const statuses = await Promise.all([sendTen(page, 'Tab A'), sendTen(second, 'Tab B')]);
    expect(statuses.flat()).toEqual(Array(20).fill(201));

    // A freshly opened tab reads what IndexedDB holds, with no tab's cache in between.
    const reader = await context.newPage();
    await reader.goto('contact');
    await reader.locator('#root > *').first().waitFor();
    const token = await adminToken(reader);
    const stored = await api<Array<{ id: number; name: string; email: string }>>(reader, 'GET', '/api/contact-forms/admin', { token });
    const all = stored.body?.data ?? [];
    const sent = all.filter((c) => c.email === 'tabs@example.org').map((c) => c.name);
    const expected = ['Tab A', 'Tab B'].flatMap((label) => Array.from({ length: 10 }, (_, i) => `${label} ${i + 1}`));
    expect(sent.sort()).toEqual(expected.sort());
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  test('a reload in the middle of the donate wizard loses no saved record, saves nothing half-filled and keeps the draft', async ({ app, page }) => {
    await app.goto('/donate', { reset: true });
    const token = await adminToken(page);
    const before = await countOf(page, token, '/api/donations/admin');
    await donateSteps(page, 'payment');
    await submitOf(page).click();
    await expect(page.getByText('Thank you for your generous donation!', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await countOf(page, token, '/api/donations/admin')).toBe(before + 1);

    // Half way through a second donation, the page reloads.
    await donateSteps(page, 'details');
    await page.reload();
    await page.locator('#root > *').first().waitFor();
    // Back on the Details step with what was typed.
    await expect(page.getByLabel('First Name')).toHaveValue('Double');
    await expect(page.getByLabel('Address')).toHaveValue('1 High Street, London, UK');
    expect(await countOf(page, token, '/api/donations/admin')).toBe(before + 1);

    // The wizard still works after the reload.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await donateSteps(page, 'payment');
    await submitOf(page).click();
    await expect(page.getByText('Thank you for your generous donation!', { exact: false })).toBeVisible();
    expect(await countOf(page, token, '/api/donations/admin')).toBe(before + 2);
  });
});
