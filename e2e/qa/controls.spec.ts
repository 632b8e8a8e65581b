// window.__backend's run-time controls in the browser, with the backend in its service worker and,
// with service workers blocked, in the page: a fault counted down across the app's requests and a
// test's own fetch, a canned answer the app shows (and one the document refuses), the clock and an
// endpoint's latency set at run time, and reset's option to clear them.
import { backendOf } from '../kit/backend-fixture';
import { expect, test } from '../fixtures';
import { adminToken, api } from '../reliability/reliability-helpers';

for (const host of ['service worker', 'page'] as const) {
  test.describe(`with the backend in the ${host}`, () => {
    test.use({ serviceWorkers: host === 'page' ? 'block' : 'allow' });

    test('fault(rule, { times }) fails the next N matching requests of the tab, then they answer', async ({ app, page }) => {
      app.allowedErrors.push(/status of 503/);
      await app.goto('/contact', { reset: true });
      const backend = backendOf(page);
      await backend.ready();
      await backend.fault('GET:/api/services:503', { times: 2 });
      expect((await backend.switches()).answers).toEqual([{ match: 'GET:/api/services', status: 503, times: 2, kind: 'fault' }]);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await api(page, 'GET', '/api/services')).status);
      expect(statuses).toEqual([503, 503, 200]);
      expect((await backend.requests()).filter((entry) => entry.path === '/api/services').map((entry) => entry.status)).toEqual([503, 503, 200]);
    });

    test('respond() answers with the canned envelope, which the app shows; a body off the contract is refused', async ({ app, page }) => {
      await app.goto('/contact', { reset: true });
      const backend = backendOf(page);
      await backend.ready();
      const real = await api<Record<string, unknown>[]>(page, 'GET', '/api/services');
      const canned = { success: true, data: [{ ...real.body!.data![0], title: 'Canned by QA' }] };
      await expect(backend.respond('GET', '/api/services', { body: { success: true, data: [{ title: 7 }] } })).rejects.toThrow(
        'not a 200 answer of GET /api/services as the API document describes it',
      );
      await backend.respond('GET', '/api/services', { body: canned });
      await app.goto('/services');
      await expect(page.getByRole('heading', { name: 'Canned by QA' })).toBeVisible();
      expect((await backend.requests()).filter((entry) => entry.path === '/api/services').at(-1)?.status).toBe(200);
      await backend.clearSwitches();
      expect((await api(page, 'GET', '/api/services')).body).toEqual(real.body);
    });

    test('now() and latency() at run time reach requests the app did not send; reset({ clearSwitches }) turns them off', async ({ app, page }) => {
      await app.goto('/contact', { reset: true });
      const backend = backendOf(page);
      await backend.ready();
      await backend.now('2031-03-01T09:00:00Z');
      await backend.latency(5, { path: 'POST:/api/contact-forms' });
      expect(await backend.switches()).toMatchObject({ now: '2031-03-01T09:00:00.000Z', latency: 'POST:/api/contact-forms:5' });
      await api(page, 'POST', '/api/contact-forms', {
        json: { name: 'Ann Lee', email: 'ann.clock@example.com', message: 'Dated by the pinned clock' },
      });
      const token = await adminToken(page);
      const messages = await api<{ email: string; created_at: string }[]>(page, 'GET', '/api/contact-forms/admin', { token });
      expect(messages.body!.data!.find((message) => message.email === 'ann.clock@example.com')?.created_at).toMatch(/^2031-03-01T09:00/);
      await backend.reset();
      expect((await backend.switches()).now).not.toBeNull();
      await backend.reset({ clearSwitches: true });
      expect(await backend.switches()).toMatchObject({ now: null, latency: null, fault: null, answers: [] });
    });
  });
}
