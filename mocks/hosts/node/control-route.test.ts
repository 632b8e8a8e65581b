// The QA controls over HTTP (/__backend/…): what window.__backend does in a page, done to the API
// server by a suite that drives it, per tab, refused where the --qa-headers policy says so.
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/api-test-server';
import { CONTROL_BASE, CONTROL_ROUTES } from './control-route';

const message = { name: 'Ann', email: 'ann@example.org', message: 'Hello over HTTP.' };

/** Calls a control; its envelope's data, or throws with its status and message. */
async function control(server: TestServer, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
  const response = await server.call(method, `${CONTROL_BASE}${path}`, { ...(json === undefined ? {} : { json }), headers });
  const body = (await response.json()) as { success: boolean; data?: unknown; message?: string };
  if (response.status !== 200) throw new Error(`${response.status} ${body.message}`);
  return body.data;
}

const servicesTitles = async (server: TestServer) =>
  ((await (await server.call('GET', '/api/services')).json()) as { data: { title: string }[] }).data.map((s) => s.title);

describe('the QA controls over HTTP', () => {
  it('a counted fault fails the next request only; switches() lists it until then', async () => {
    const server = await startTestServer();
    await control(server, 'POST', '/fault', { rule: 'POST:/api/contact-forms:500', times: 1 });
    expect(await control(server, 'GET', '/switches')).toMatchObject({
      answers: [{ match: 'POST:/api/contact-forms', status: 500, times: 1, kind: 'fault' }],
    });
    const failed = await server.call('POST', '/api/contact-forms', { json: message });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-mock-fault')).toBe('POST:/api/contact-forms:500');
    expect((await server.call('POST', '/api/contact-forms', { json: message })).status).toBe(201);
    expect(await control(server, 'GET', '/switches')).toMatchObject({ answers: [] });
  });

  it('respond() answers with the envelope given, checked against the API document', async () => {
    const server = await startTestServer();
    await control(server, 'POST', '/respond', { method: 'GET', path: '/api/services', body: { success: true, data: [] }, times: 1 });
    expect(await (await server.call('GET', '/api/services')).json()).toEqual({ success: true, data: [] });
    expect((await servicesTitles(server)).length).toBeGreaterThan(0);
    await expect(
      control(server, 'POST', '/respond', { method: 'GET', path: '/api/services', body: { success: true, data: 'no list' } }),
    ).rejects.toThrow(/^400 The body is not a 200 answer of GET \/api\/services/);
  });

  it("the clock, a per-path latency and the fault switch are the server's, and clear-switches turns them off", async () => {
    const server = await startTestServer();
    await control(server, 'POST', '/now', { iso: '2031-03-01T09:00:00Z' });
    await control(server, 'POST', '/latency', { delay: 200, path: 'GET:/api/services' });
    await control(server, 'POST', '/fault', { rule: 'GET:/api/banner:503' });
    const created = (await (await server.call('POST', '/api/contact-forms', { json: message })).json()) as { data: { created_at: string } };
    expect(created.data.created_at.slice(0, 10)).toBe('2031-03-01');
    const start = performance.now();
    expect((await server.call('GET', '/api/services')).status).toBe(200);
    // A lower bound only: the delay is at least what was asked, however loaded the machine.
    expect(performance.now() - start).toBeGreaterThanOrEqual(200);
    expect((await server.call('GET', '/api/banner')).status).toBe(503);
    expect(await control(server, 'GET', '/switches')).toMatchObject({
      now: '2031-03-01T09:00:00.000Z',
      latency: 'GET:/api/services:200',
      fault: 'GET:/api/banner:503',
    });
    await control(server, 'POST', '/clear-switches');
    expect(await control(server, 'GET', '/switches')).toMatchObject({ scenario: 'default', now: null, latency: null, fault: null, answers: [] });
    expect((await server.call('GET', '/api/banner')).status).toBe(200);
  });

  it("the request log is the tab's: X-Mock-Tab names it, and control requests are not in it", async () => {
    const server = await startTestServer();
    await control(server, 'DELETE', '/requests');
    await server.call('POST', '/api/contact-forms', { json: message });
    await server.call('GET', '/api/services', { headers: { 'X-Mock-Tab': 'worker-2' } });
    expect(await control(server, 'GET', '/requests')).toEqual([{ method: 'POST', path: '/api/contact-forms', status: 201, body: message }]);
    expect(await control(server, 'GET', '/requests', undefined, { 'X-Mock-Tab': 'worker-2' })).toEqual([
      { method: 'GET', path: '/api/services', status: 200, body: null },
    ]);
    await control(server, 'DELETE', '/requests');
    expect(await control(server, 'GET', '/requests')).toEqual([]);
  });

  it('idle answers once the request under way has been answered', async () => {
    const server = await startTestServer();
    await control(server, 'POST', '/latency', { delay: 300 });
    const order: string[] = [];
    const slow = server.call('GET', '/api/services').then(() => order.push('request'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await control(server, 'GET', '/idle?settleMs=100');
    order.push('idle');
    await slow;
    expect(order).toEqual(['request', 'idle']);
    await expect(control(server, 'GET', '/idle?settleMs=soon')).rejects.toThrow(/^400 settleMs/);
  });

  it('reset restores the seed and keeps the switches unless asked; scenario switches the data set', async () => {
    const server = await startTestServer();
    const seeded = await servicesTitles(server);
    const token = await server.signIn();
    await server.call('POST', '/api/services', {
      token,
      json: { title: 'Orphan Care', description: 'Monthly support for orphans.', image_url: '/images/services/service-2.jpg' },
    });
    await control(server, 'POST', '/fault', { rule: 'GET:/api/banner:503' });
    await control(server, 'POST', '/reset', {});
    expect(await servicesTitles(server)).toEqual(seeded);
    expect((await server.call('GET', '/api/contact-forms/admin', { token })).status).toBe(401);
    expect(await control(server, 'GET', '/switches')).toMatchObject({ fault: 'GET:/api/banner:503' });
    await control(server, 'POST', '/reset', { clearSwitches: true });
    expect(await control(server, 'GET', '/switches')).toMatchObject({ fault: null });

    await control(server, 'POST', '/scenario', { name: 'empty' });
    expect(await servicesTitles(server)).toEqual([]);
    expect(await control(server, 'GET', '/switches')).toMatchObject({ scenario: 'empty' });
    await expect(control(server, 'POST', '/scenario', { name: 'nowhere' })).rejects.toThrow(
      '400 Unknown scenario "nowhere". Known scenarios: default, api-down, slow, empty, big.',
    );
    await control(server, 'POST', '/scenario', { name: 'default' });
    expect(await servicesTitles(server)).toEqual(seeded);
  });

  it('refuses what it cannot do with 400, changing nothing', async () => {
    const server = await startTestServer();
    await expect(control(server, 'POST', '/fault', { rule: 'GET:/api/services' })).rejects.toThrow(
      /^400 "GET:\/api\/services" is not a valid \?fault= value/,
    );
    await expect(control(server, 'POST', '/fault', { rule: 'GET:/api/services:500', times: 1, from: 'next-load' })).rejects.toThrow(
      /^400 from: 'next-load' is for page loads/,
    );
    await expect(control(server, 'POST', '/now', { iso: 'yesterday' })).rejects.toThrow(/^400 /);
    await expect(control(server, 'POST', '/reset', { everything: true })).rejects.toThrow(/^400 /);
    await expect(control(server, 'POST', '/nowhere')).rejects.toThrow('404 Not found');
    expect(await control(server, 'GET', '/switches')).toMatchObject({ now: null, fault: null, answers: [] });
  });

  it('answers nobody with --qa-headers off', async () => {
    const server = await startTestServer({ qaHeaders: 'off' });
    await expect(control(server, 'GET', '/switches')).rejects.toThrow(/^403 The QA controls answer nobody/);
  });

  it('documents every control in an OpenAPI document of its own', async () => {
    const server = await startTestServer();
    const document = (await (await server.call('GET', `${CONTROL_BASE}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    await validate(structuredClone(document) as never);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(CONTROL_ROUTES.map((route) => `${route.method} ${CONTROL_BASE}${route.path}`).sort());
    const api = (await (await server.call('GET', '/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(api.paths).filter((path) => path.startsWith(CONTROL_BASE))).toEqual([]);
  });
});
