// The QA switches as request headers (X-Mock-Now, X-Mock-Fault, X-Mock-Latency, X-Mock-Scenario)
// are honoured by the HTTP server only when it runs for QA: `--qa-headers on`, or the default
// `local`, which takes them from this machine's own clients alone. Before, any client could pin the
// clock, force faults or hold a connection for a minute with a latency.
import type { Request as ExpressRequest } from 'express';
import { describe, expect, it } from 'vitest';
import { honoursQaHeaders, qaHeaderGuard } from './qa-headers';
import { parseCommandLine } from './main';
import { startTestServer } from '../../testing/api-test-server';

const message = { name: 'Ann', email: 'ann@example.org', message: 'Dated by whom?' };

describe('--qa-headers', () => {
  it('off: X-Mock-* headers change nothing, even from this machine', async () => {
    const server = await startTestServer({ qaHeaders: 'off' });
    expect((await server.call('GET', '/api/services', { headers: { 'X-Mock-Scenario': 'api-down' } })).status).toBe(200);
    expect((await server.call('GET', '/api/banner', { headers: { 'X-Mock-Fault': 'GET:/api/banner:503' } })).status).toBe(200);
    const written = await server.call('POST', '/api/contact-forms', { json: message, headers: { 'X-Mock-Now': '2099-01-01T00:00:00Z' } });
    expect(written.status).toBe(201);
    expect(((await written.json()) as { data: { created_at: string } }).data.created_at).not.toMatch(/^2099/);
  });

  it("local (the default) honours this machine's clients and no other", () => {
    expect(parseCommandLine([]).qaHeaders).toBe('local');
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(honoursQaHeaders('local', address), address).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', undefined])
      expect(honoursQaHeaders('local', address), address).toBe(false);
    expect(honoursQaHeaders('on', '203.0.113.9')).toBe(true);
    expect(honoursQaHeaders('off', '127.0.0.1')).toBe(false);
  });

  it('drops every X-Mock-* header of a request it does not honour them from, and keeps the rest', () => {
    const req = {
      socket: { remoteAddress: '203.0.113.9' },
      headers: {
        'x-mock-now': '2099-01-01T00:00:00Z',
        'x-mock-fault': 'GET:/api/services:500',
        'x-mock-tab': 't',
        'content-type': 'application/json',
      },
    } as unknown as ExpressRequest;
    let passed = false;
    qaHeaderGuard('local')(req, {} as never, () => (passed = true));
    expect(passed).toBe(true);
    expect(req.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('refuses a value it does not know', () => {
    expect(() => parseCommandLine(['--qa-headers', 'maybe'])).toThrow('--qa-headers maybe: on, off or local.');
    expect(parseCommandLine(['--qa-headers', 'on']).qaHeaders).toBe('on');
  });
});
