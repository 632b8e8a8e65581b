// A stranger's tests against the static build, through the kit's fixture: a pinned clock, a
// request that fails once, one slow endpoint, the request log, and a reset between tests (a switch
// and a scenario). Copy this folder, `npm install`, set BASE_URL to where the build is served and
// run `npx playwright test` (README, "QA toolkit").
import { expect, test, type Backend } from './backend-fixture.js';
import type { Page } from '@playwright/test';

// The tests share one page, in this order: the last one checks the fixture's reset between tests.
test.describe.configure({ mode: 'default' });

/** Opens an app path with the donation popups kept closed, once the backend answers. */
async function open(page: Page, backend: Backend, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}popups=off`);
  await backend.ready();
}

/** Writes a contact message; the form is the Contact page's. */
async function writeMessage(page: Page, message: string) {
  for (const [label, value] of [
    ['Name', 'Amina Yusuf'],
    ['Email', 'amina.qa@example.com'],
    ['Message', message],
  ] as const) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('a pinned clock dates the footer', async ({ page, backend }) => {
  await open(page, backend, './?now=2031-03-01T09:00:00Z');
  await expect(page.getByRole('contentinfo')).toContainText('2031');
});

test('a message that fails once goes through on the second try', async ({ page, backend }) => {
  await open(page, backend, './contact');
  await backend.fault('POST:/api/contact-forms:500', { times: 1 });
  await writeMessage(page, 'Hello from QA');
  await expect(page.getByRole('alertdialog')).toContainText('Error submitting form. Please try again.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
});

test('only the services are slow', async ({ page, backend }) => {
  await open(page, backend, './services?latency=GET:/api/services:3000');
  await expect(page.getByText('Loading services...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medical Aid' })).toBeVisible({ timeout: 10_000 });
  expect((await backend.switches()).latency).toBe('GET:/api/services:3000');
});

test('the request log shows what the app sent, and only that', async ({ page, backend }) => {
  await open(page, backend, './contact');
  await backend.idle();
  await backend.clearRequests();
  await writeMessage(page, 'What does the log say?');
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
  const sent = (await backend.requests()).find((request) => request.method === 'POST' && request.path === '/api/contact-forms');
  expect(await backend.requests()).toEqual([sent]);
  expect(sent).toMatchObject({ status: 201, body: { name: 'Amina Yusuf', message: 'What does the log say?' } });
});

test('a test may leave a switch on...', async ({ page, backend }) => {
  await open(page, backend, './');
  await backend.fault('GET:/api/services:503');
  expect((await backend.switches()).fault).toBe('GET:/api/services:503');
});

test('...or a scenario...', async ({ page, backend }) => {
  await open(page, backend, './');
  await backend.scenario('api-down');
  expect((await backend.switches()).scenario).toBe('api-down');
});

test('...and the next test on the shared page starts on the seed with every switch off', async ({ backend }) => {
  expect(await backend.switches()).toMatchObject({ scenario: 'default', fault: null, latency: null, now: null, answers: [] });
  expect(await backend.requests()).toEqual([]);
});
