// --scenario, --fault, --latency and --now: the page's QA switches as the server's start flags.
import { describe, expect, it } from 'vitest';
import { createNodeBackend } from './host';
import { startTestServer } from '../../testing/api-test-server';

const message = { name: 'Ann', email: 'ann@example.com', message: 'Hello there' };

describe('the start flags', () => {
  it('--fault answers matching requests with the status and X-Mock-Fault, readable across origins; the rest as usual', async () => {
    const server = await startTestServer({ fault: 'GET:/api/services:503' });
    const faulted = await server.call('GET', '/api/services');
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('x-mock-fault')).toBe('GET:/api/services:503');
    expect(faulted.headers.get('access-control-expose-headers')).toContain('X-Mock-Fault');
    expect(await faulted.json()).toEqual({ success: false });
    expect((await server.call('GET', '/api/banner')).status).toBe(200);
  });

  it('--latency delays every answer by MS', async () => {
    const server = await startTestServer({ latency: '300' });
    const start = performance.now();
    expect((await server.call('GET', '/api/services')).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(295);
  });

  it('--scenario api-down makes the public lists answer 500', async () => {
    const server = await startTestServer({ scenario: 'api-down' });
    const response = await server.call('GET', '/api/services');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: 'Service temporarily unavailable' });
    expect(server.backend.scenario).toBe('api-down');
  });

  it('--scenario empty seeds the empty data set', async () => {
    const server = await startTestServer({ scenario: 'empty' });
    expect(await (await server.call('GET', '/api/services')).json()).toEqual({ success: true, data: [] });
  });

  it('--now pins the clock the records are stamped with', async () => {
    const server = await startTestServer({ now: '2031-03-01T09:00:00Z' });
    const response = await server.call('POST', '/api/contact-forms', { json: message });
    const { data } = (await response.json()) as { data: { created_at: string } };
    expect(data.created_at).toMatch(/^2031-03-01T09:00:/);
  });

  it.each([
    [{ scenario: 'sunny' }, 'Unknown scenario "sunny". Known scenarios: default, api-down, slow, empty, big.'],
    [{ fault: 'GET:/api/services' }, '--fault GET:/api/services: not a valid value'],
    [{ latency: 'fast' }, '--latency fast: not a valid value'],
    [{ now: '2031-02-30T09:00:00Z' }, '--now 2031-02-30T09:00:00Z: not a valid value'],
  ])('refuses %j at start, naming the value', async (flags, reason) => {
    await expect(createNodeBackend(flags)).rejects.toThrow(reason);
  });
});
