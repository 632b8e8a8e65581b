// A request carries its own QA switches as X-Mock-* headers: the server answers it from the request
// alone, whatever its flags, and refuses a header it cannot read.
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/api-test-server';

const message = { name: 'Ann', email: 'ann@example.org', message: 'Hello from curl.' };

describe('X-Mock-* headers over HTTP', () => {
  it('X-Mock-Scenario: api-down fails a public list for that request only', async () => {
    const server = await startTestServer();
    expect((await server.call('GET', '/api/services', { headers: { 'X-Mock-Scenario': 'api-down' } })).status).toBe(500);
    expect((await server.call('GET', '/api/services')).status).toBe(200);
  });

  it('X-Mock-Fault forces the status it names, with the rule in the answer', async () => {
    const server = await startTestServer();
    const response = await server.call('GET', '/api/banner', { headers: { 'X-Mock-Fault': 'GET:/api/banner:503' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('x-mock-fault')).toBe('GET:/api/banner:503');
    expect((await server.call('GET', '/api/services', { headers: { 'X-Mock-Fault': 'GET:/api/banner:503' } })).status).toBe(200);
  });

  it('X-Mock-Now dates what the request writes', async () => {
    const server = await startTestServer();
    const response = await server.call('POST', '/api/contact-forms', { json: message, headers: { 'X-Mock-Now': '2026-03-01T09:00:00Z' } });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { created_at: string } };
    expect(body.data.created_at).toBe('2026-03-01T09:00:00.000Z');
  });

  it("a header wins over the server's flag, and 'off' turns the flag off for that request", async () => {
    const server = await startTestServer({ fault: 'GET:/api/services:500' });
    expect((await server.call('GET', '/api/services')).status).toBe(500);
    expect((await server.call('GET', '/api/services', { headers: { 'X-Mock-Fault': 'off' } })).status).toBe(200);
    expect((await server.call('GET', '/api/services', { headers: { 'X-Mock-Fault': 'GET:/api/services:418' } })).status).toBe(418);
  });

  it('a header it cannot read is a 400 naming it, and nothing is written', async () => {
    const server = await startTestServer();
    for (const [header, value] of [
      ['X-Mock-Scenario', 'rainy'],
      ['X-Mock-Fault', 'GET:/api/x'],
      ['X-Mock-Latency', 'fast'],
      ['X-Mock-Now', 'yesterday'],
    ]) {
      const response = await server.call('POST', '/api/contact-forms', { json: message, headers: { [header]: value } });
      expect(response.status, header).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(header);
    }
    const token = await server.signIn();
    const contacts = (await (await server.call('GET', '/api/contact-forms/admin', { token })).json()) as { data: { email: string }[] };
    expect(contacts.data.filter((c) => c.email === message.email)).toEqual([]);
  });
});
