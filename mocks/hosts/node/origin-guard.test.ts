// The API server on a developer's machine, over real HTTP: browsers on the origins it was told
// (local ones by default) get CORS, any other origin and any Host that is not one of its names are
// refused before a route runs, a body must say application/json to be read as JSON, it serves its
// OpenAPI document, and it takes back its own export above the body limit.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@/types/api/url-rules';
import { parseCommandLine } from './main';
import { allowedHostNames, hostName, originAllowed } from './origin-guard';
import { startTestServer } from '../../testing/api-test-server';

const message = { name: 'Ann', email: 'ann@example.org', message: 'Hello from elsewhere' };

/** A GET with a chosen Host header (fetch sends the URL's own). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/services`, { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function messages(server: Awaited<ReturnType<typeof startTestServer>>): Promise<string[]> {
  const token = await server.signIn();
  const listed = (await (await server.call('GET', '/api/contact-forms/admin', { token })).json()) as { data: { message: string }[] };
  return listed.data.map((m) => m.message);
}

describe('origins', () => {
  it('matches an origin exactly, any port of a host:* pattern, and every origin for *', () => {
    const local = ['http://localhost:*', 'http://127.0.0.1:*'];
    expect(originAllowed('http://localhost:5173', local)).toBe(true);
    expect(originAllowed('http://localhost', local)).toBe(true);
    expect(originAllowed('http://127.0.0.1:4311', local)).toBe(true);
    for (const foreign of [
      'http://localhost.evil.example',
      'http://localhost:5173.evil.example',
      'https://localhost:5173',
      'null',
      'http://app.example',
    ]) {
      expect(originAllowed(foreign, local), foreign).toBe(false);
    }
    expect(originAllowed('https://app.example', ['https://app.example'])).toBe(true);
    expect(originAllowed('https://app.example:8443', ['https://app.example'])).toBe(false);
    expect(originAllowed('https://anything.example', ['*'])).toBe(true);
  });

  it('answers a preflight from a local origin with 204, that origin, the methods and the headers it reads', async () => {
    const server = await startTestServer();
    const response = await server.call('OPTIONS', '/api/services', {
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Accept, Idempotency-Key, X-Mock-Scenario, X-Mock-Fault, X-Mock-Latency, X-Mock-Now, X-Mock-Latency-Draw',
    );
  });

  it('sends the CORS headers on answers, errors and the 404 too', async () => {
    const server = await startTestServer();
    for (const [method, path] of [
      ['GET', '/api/services'],
      ['GET', '/api/nowhere'],
      ['GET', '/elsewhere'],
      ['POST', '/api/services'],
    ]) {
      const response = await server.call(method, path, { headers: { Origin: 'http://127.0.0.1:4311' } });
      expect(response.headers.get('access-control-allow-origin'), `${method} ${path}`).toBe('http://127.0.0.1:4311');
      expect(response.headers.get('access-control-expose-headers')).toBe('X-Mock-Fault');
    }
  });

  it('refuses a request from another origin with 403 before any route runs: nothing is written', async () => {
    const server = await startTestServer();
    const form = new FormData();
    for (const [key, value] of Object.entries(message)) form.append(key, value);
    const response = await server.call('POST', '/api/contact-forms', { headers: { Origin: 'https://evil.example' }, body: form });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({
      success: false,
      message: 'Requests from https://evil.example are not allowed. Start the server with --cors-origin https://evil.example to allow them.',
    });
    const preflight = await server.call('OPTIONS', '/api/services', {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(await messages(server)).not.toContain(message.message);
  });

  it('answers the origins --cors-origin names, and only those', async () => {
    const server = await startTestServer({ corsOrigins: ['https://app.example'] });
    const allowed = await server.call('POST', '/api/contact-forms', { headers: { Origin: 'https://app.example' }, json: message });
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect((await server.call('GET', '/api/services')).status).toBe(403);
  });

  it('reads --cors-origin, repeated, and refuses what is not an origin', () => {
    expect(parseCommandLine(['--cors-origin', 'https://app.example', '--cors-origin', 'http://10.0.0.5:*']).corsOrigins).toEqual([
      'https://app.example',
      'http://10.0.0.5:*',
    ]);
    expect(parseCommandLine(['--cors-origin', '*']).corsOrigins).toEqual(['*']);
    expect(() => parseCommandLine(['--cors-origin', 'app.example'])).toThrow('--cors-origin app.example: not an origin');
  });
});

describe('host names', () => {
  it('answers the local names, and what --host names', () => {
    expect(hostName('LOCALHOST:4000')).toBe('localhost');
    expect(hostName('[::1]:4000')).toBe('[::1]');
    expect([...allowedHostNames('127.0.0.1')].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect(allowedHostNames('devbox.lan').has('devbox.lan')).toBe(true);
    expect(allowedHostNames('0.0.0.0').has('127.0.0.1')).toBe(true);
  });

  it('refuses a foreign Host (DNS rebinding) with 403, and answers the local names', async () => {
    const server = await startTestServer();
    const port = new URL(server.url).port;
    const rebound = await getWithHost(server.url, `rebind.evil.example:${port}`);
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body)).toEqual({
      success: false,
      message: 'This server does not answer to the host name "rebind.evil.example". Start it with --host rebind.evil.example to allow it.',
    });
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `app.localhost:${port}`])
      expect((await getWithHost(server.url, host)).status, host).toBe(200);
  });

  it('answers the address --host names', async () => {
    const server = await startTestServer({ host: '127.0.0.2' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.2:/);
    expect((await getWithHost(server.url, new URL(server.url).host)).status).toBe(200);
  });
});

describe('bodies', () => {
  it('reads a body as JSON only when its type says application/json: 415 with what to send otherwise', async () => {
    const server = await startTestServer();
    for (const type of ['text/plain; x=application/json', 'text/plain', 'application/merge-patch+json']) {
      const response = await server.call('POST', '/api/admin/login', {
        headers: { 'Content-Type': type },
        body: '{"username":"admin","password":"admin123"}',
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ success: false, message: 'Send a JSON body (Content-Type: application/json)' });
    }
  });

  it('serves its OpenAPI document at /openapi.json', async () => {
    const server = await startTestServer();
    const response = await server.call('GET', '/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/demo/import');
  });

  it('takes back its own export above the body limit', { timeout: 60_000 }, async () => {
    const server = await startTestServer();
    const token = await server.signIn();
    const exported = (await (await server.call('GET', '/api/demo/export', { token })).json()) as {
      data: { collections: { contacts: { id: number; message: string }[] } };
    };
    const { contacts } = exported.data.collections;
    // Enough long messages to pass the body limit.
    const long = 'y'.repeat(4000);
    const count = Math.ceil(MAX_BODY_BYTES / long.length) + 10;
    const first = contacts[0];
    exported.data.collections.contacts = Array.from({ length: count }, (_, i) => ({ ...first, id: i + 1, message: long }));
    const grown = await server.call('POST', '/api/demo/import', { token, json: exported.data });
    expect(grown.status).toBe(200);
    const again = await server.call('GET', '/api/demo/export', { token });
    const text = await again.text();
    expect(text.length).toBeGreaterThan(MAX_BODY_BYTES);
    const reimport = await server.call('POST', '/api/demo/import', {
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify((JSON.parse(text) as { data: unknown }).data),
    });
    expect(reimport.status).toBe(200);
    expect(((await reimport.json()) as { data: { counts: { contacts: number } } }).data.counts.contacts).toBe(count);
  });
});
