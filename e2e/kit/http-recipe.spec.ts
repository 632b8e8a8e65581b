// The recipe of qa-recipe.spec.ts, against the API server instead of a page: a pinned clock, a
// request that fails once, one slow endpoint, the request log, and a reset between tests (a switch
// and a scenario). Start `npm run api-server` in the demo's repo and run the kit with
// API_URL=http://127.0.0.1:4000 (README, "QA toolkit").
import { expect, test } from './http-fixture.js';

const message = { name: 'Amina Yusuf', email: 'amina.qa@example.com', message: 'Hello from QA' };

// One worker runs this file's tests in order: the last one checks the fixture's reset between tests.
test.describe.configure({ mode: 'default' });

test('a pinned clock dates what the server writes', async ({ request, backend }) => {
  await backend.now('2031-03-01T09:00:00Z');
  const sent = await request.post('/api/contact-forms', { data: message });
  expect((await sent.json()).data.created_at).toMatch(/^2031-03-01T09:/);
});

test('a message that fails once goes through on the second try', async ({ request, backend }) => {
  await backend.fault('POST:/api/contact-forms:500', { times: 1 });
  expect((await request.post('/api/contact-forms', { data: message })).status()).toBe(500);
  expect((await request.post('/api/contact-forms', { data: message })).status()).toBe(201);
});

test('only the services are slow', async ({ request, backend }) => {
  await backend.latency(1000, { path: 'GET:/api/services' });
  const start = Date.now();
  expect((await request.get('/api/services')).ok()).toBe(true);
  expect(Date.now() - start).toBeGreaterThanOrEqual(1000); // a floor, never a ceiling: no load can fail it

  expect((await backend.switches()).latency).toBe('GET:/api/services:1000');
});

test('the request log shows what was sent, and only that', async ({ request, backend }) => {
  await request.post('/api/contact-forms', { data: { ...message, message: 'What does the log say?' } });
  const logged = await backend.requests();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ method: 'POST', path: '/api/contact-forms', status: 201, body: { message: 'What does the log say?' } });
});

test('a test may leave a switch on...', async ({ backend }) => {
  await backend.fault('GET:/api/services:503');
  expect((await backend.switches()).fault).toBe('GET:/api/services:503');
});

test('...or a scenario...', async ({ backend }) => {
  await backend.scenario('api-down');
  expect((await backend.switches()).scenario).toBe('api-down');
});

test('...and the next test starts on the seed with every switch off', async ({ request, backend }) => {
  expect(await backend.switches()).toMatchObject({ scenario: 'default', fault: null, latency: null, now: null, answers: [] });
  expect(await backend.requests()).toEqual([]);
  expect((await request.get('/api/services')).status()).toBe(200);
});
