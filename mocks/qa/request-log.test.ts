// The request log: every answered request through the real dispatcher and routes, as QA reads it.
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/config/env';
import { adminToken, call, pngBytes } from '../testing/handler-test-utils';
import type { LoggedRequest } from './backend-types';
import { appPath, MAX_BODY_CHARS, MAX_LOGGED_REQUESTS, REQUEST_LOG_KEY, withRequestLog } from './request-log';
import { pageRecords } from '../hosts/page/storages';

const send = (path: string, init: RequestInit) => fetch(apiUrl(path), init);

/** One byte array from text and bytes (jsdom's Blob is not a body Node's fetch can send). */
function bytesOf(...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === 'string' ? new TextEncoder().encode(part) : part));
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
  return bytes;
}

describe('request log', () => {
  it('records method, path with its query string, status and the JSON body, oldest first', async () => {
    await call('GET', '/api/gallery?limit=4');
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.com', message: 'Hello there' } });
    await call('POST', '/api/contact-forms', { json: { name: '' } });
    await call('GET', '/api/no-such-thing');
    expect(await pageRecords.requests('')).toEqual([
      { method: 'GET', path: '/api/gallery?limit=4', status: 200, body: null },
      { method: 'POST', path: '/api/contact-forms', status: 201, body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there' } },
      { method: 'POST', path: '/api/contact-forms', status: 400, body: { name: '' } },
      { method: 'GET', path: '/api/no-such-thing', status: 404, body: null },
    ]);
  });

  it('masks every key containing "password", in any case and at any depth; the route still reads the real one', async () => {
    const login = await call<{ token: string }>('POST', '/api/admin/login', { json: { username: 'admin', password: 'admin123' } });
    expect(login.status).toBe(200);
    await call('POST', '/api/nowhere', {
      json: { profile: { newPassword: 'n3w', list: [{ Confirm_PASSWORD: 'n3w', keep: 'yes' }] }, smtpPassword: { nested: 1 } },
    });
    const [signIn, nested] = await pageRecords.requests('');
    expect(signIn.body).toEqual({ username: 'admin', password: '***' });
    expect(nested.body).toEqual({ profile: { newPassword: '***', list: [{ Confirm_PASSWORD: '***', keep: 'yes' }] }, smtpPassword: '***' });
    expect(sessionStorage.getItem(REQUEST_LOG_KEY)).not.toContain('admin123');
  });

  it('masks a text body that mentions a password, whole', async () => {
    await send('/api/nowhere', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"password": broken' });
    expect((await pageRecords.requests(''))[0].body).toBe('***');
  });

  it('records multipart fields, a file as its name, type and size, and URL-encoded fields', async () => {
    const token = await adminToken();
    // Written out by hand: jsdom's File loses its name on the way through Node's fetch (a browser keeps it).
    const boundary = '----qa-boundary-7f3a';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = `${part('title', 'Eid party')}${part('tags', 'a')}${part('tags', 'b')}${part('password', 'secret')}`;
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="eid.png"\r\nContent-Type: image/png\r\n\r\n`;
    const upload = await send('/api/gallery', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: bytesOf(head, fileHead, pngBytes(64), `\r\n--${boundary}--\r\n`),
    });
    expect(upload.status).toBe(201);
    await send('/api/nowhere', { method: 'POST', body: new URLSearchParams({ q: 'x', adminPassword: 'y' }) });
    const [multipart, encoded] = await pageRecords.requests('');
    expect(multipart).toEqual({
      method: 'POST',
      path: '/api/gallery',
      status: 201,
      body: { title: 'Eid party', tags: ['a', 'b'], password: '***', image: { name: 'eid.png', type: 'image/png', size: 64 } },
    });
    expect(encoded.body).toEqual({ q: 'x', adminPassword: '***' });
  });

  it('keeps a long body as the start of its JSON, marked truncated', async () => {
    const message = 'x'.repeat(MAX_BODY_CHARS * 2);
    await call('POST', '/api/nowhere', { json: { message } });
    const [entry] = await pageRecords.requests('');
    expect(entry.truncated).toBe(true);
    expect(entry.body).toBe(`${JSON.stringify({ message }).slice(0, MAX_BODY_CHARS)}…`);
  });

  it('keeps JSON nested too deep to walk as its text, and the answer stands', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await send('/api/contact-forms', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: deep });
    expect(response.status).toBe(400);
    expect(await pageRecords.requests('')).toEqual([
      { method: 'POST', path: '/api/contact-forms', status: 400, body: `${deep.slice(0, MAX_BODY_CHARS)}…`, truncated: true },
    ]);
  });

  it('never turns an answer into a failure when measuring the body overflows the stack', async () => {
    // Where the stack runs out varies by machine: on one, JSON.stringify overflowed on a body 5,000 deep.
    const stringify = vi.spyOn(JSON, 'stringify').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const answer = withRequestLog(
      async () => new Response(null, { status: 204 }),
      (_request, entry) => pageRecords.log('', entry),
    );
    const body = '{"name":"Ann"}';
    const response = await answer({
      request: new Request(apiUrl('/api/banner'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
    });
    stringify.mockRestore();
    expect(response.status).toBe(204);
    expect(await pageRecords.requests('')).toEqual([{ method: 'POST', path: '/api/banner', status: 204, body }]);
  });

  it(`keeps the last ${MAX_LOGGED_REQUESTS} entries`, async () => {
    const old = Array.from({ length: MAX_LOGGED_REQUESTS }, (_, i): LoggedRequest => ({
      method: 'GET',
      path: `/api/old/${i}`,
      status: 200,
      body: null,
    }));
    sessionStorage.setItem(REQUEST_LOG_KEY, JSON.stringify(old));
    await call('GET', '/api/gallery');
    const log = await pageRecords.requests('');
    expect(log).toHaveLength(MAX_LOGGED_REQUESTS);
    expect(log[0].path).toBe('/api/old/1');
    expect(log.at(-1)!.path).toBe('/api/gallery');
  });

  it('lives in sessionStorage: a new page in the tab reads it, and adds to it', async () => {
    const before: LoggedRequest[] = [{ method: 'POST', path: '/api/donations', status: 201, body: { amount: 50 } }];
    sessionStorage.setItem(REQUEST_LOG_KEY, JSON.stringify(before));
    expect(await pageRecords.requests('')).toEqual(before);
    await call('GET', '/api/services');
    expect(JSON.parse(sessionStorage.getItem(REQUEST_LOG_KEY)!)).toEqual([
      ...before,
      { method: 'GET', path: '/api/services', status: 200, body: null },
    ]);
  });

  it('clearRequestLog empties it; a corrupt stored log reads as empty', async () => {
    await call('GET', '/api/services');
    await pageRecords.clearRequests('');
    expect(await pageRecords.requests('')).toEqual([]);
    sessionStorage.setItem(REQUEST_LOG_KEY, '{"not":"a list"}');
    expect(await pageRecords.requests('')).toEqual([]);
  });

  it('records a request whose answer threw as 500, and the error still reaches msw', async () => {
    const answer = withRequestLog(
      async () => {
        throw new Error('route failed');
      },
      (_request, entry) => pageRecords.log('', entry),
    );
    await expect(answer({ request: new Request(apiUrl('/api/banner'), { method: 'DELETE' }) })).rejects.toThrow('route failed');
    expect(await pageRecords.requests('')).toEqual([{ method: 'DELETE', path: '/api/banner', status: 500, body: null }]);
  });

  it('gives the path below the base path', () => {
    expect(appPath(apiUrl('/api/events?limit=6'))).toBe('/api/events?limit=6');
  });
});
