import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl, appUrl } from '@/config/env';
import { ApiError, holdRequestsUntil, request, requestEnvelope, requestRaw, requestStatic, setUnauthorizedHandler } from './api-client';
import { storageKeys } from './storage';

describe('api client', () => {
  it('unwraps the envelope and returns data', async () => {
    server.use(http.get(apiUrl('/api/thing'), () => HttpResponse.json({ success: true, data: [1, 2, 3] })));
    await expect(request<number[]>('/api/thing', { fallbackMessage: 'Failed' })).resolves.toEqual([1, 2, 3]);
  });

  it('holds API requests until the backend has started, and lets them go when the start failed', async () => {
    const seen: string[] = [];
    server.use(
      http.get(apiUrl('/api/held'), () => {
        seen.push('answered');
        return HttpResponse.json({ success: true, data: 'ok' });
      }),
    );
    let started = () => {};
    holdRequestsUntil(new Promise<void>((resolve) => (started = resolve)));
    const answer = request<string>('/api/held', { fallbackMessage: 'Failed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    started();
    await expect(answer).resolves.toBe('ok');

    holdRequestsUntil(Promise.reject(new Error('no backend')));
    await expect(request<string>('/api/held', { fallbackMessage: 'Failed' })).resolves.toBe('ok');
    expect(seen).toEqual(['answered', 'answered']);
  });

  it('returns the whole envelope when asked (fields besides data)', async () => {
    server.use(http.post(apiUrl('/api/up'), () => HttpResponse.json({ success: true, data: {}, imageUrl: '/uploads/1.png' })));
    const envelope = await requestEnvelope('/api/up', { method: 'POST', body: {}, fallbackMessage: 'Failed' });
    expect(envelope.imageUrl).toBe('/uploads/1.png');
  });

  it('sends JSON bodies with a JSON content type and FormData as multipart', async () => {
    const seen: string[] = [];
    server.use(
      http.post(apiUrl('/api/echo'), async ({ request: req }) => {
        seen.push(req.headers.get('content-type') ?? '');
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    await request('/api/echo', { method: 'POST', body: { a: 1 }, fallbackMessage: 'Failed' });
    const form = new FormData();
    form.set('a', '1');
    await request('/api/echo', { method: 'POST', body: form, fallbackMessage: 'Failed' });
    expect(seen[0]).toBe('application/json');
    expect(seen[1]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends the stored bearer token on admin calls only', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/api/secure'), ({ request: req }) => {
        headers.push(req.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: 'ok' });
      }),
    );
    localStorage.setItem(storageKeys.adminToken, 'abc123');
    await request('/api/secure', { auth: true, fallbackMessage: 'Failed' });
    await request('/api/secure', { fallbackMessage: 'Failed' });
    expect(headers).toEqual(['Bearer abc123', null]);
  });

  it("sends the tab's QA switches as X-Mock-* headers on API calls, and not on the app's static files", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/api/switched'), ({ request: req }) => {
        seen.push(req.headers.get('x-mock-fault'));
        return HttpResponse.json({ success: true, data: null });
      }),
      http.get(appUrl('static.json'), ({ request: req }) => {
        seen.push(req.headers.get('x-mock-fault'));
        return HttpResponse.json({});
      }),
    );
    sessionStorage.setItem(storageKeys.fault, 'GET:/api/elsewhere:500');
    await request('/api/switched', { fallbackMessage: 'Failed' });
    await requestRaw('/api/switched', { fallbackMessage: 'Failed' });
    await requestStatic('static.json', { fallbackMessage: 'Failed' });
    expect(seen).toEqual(['GET:/api/elsewhere:500', 'GET:/api/elsewhere:500', null]);
  });

  it('sends a new Idempotency-Key with each write, and none with a read', async () => {
    const keys: (string | null)[] = [];
    const seen = ({ request: req }: { request: Request }) => {
      keys.push(req.headers.get('idempotency-key'));
      return HttpResponse.json({ success: true, data: null });
    };
    server.use(http.get(apiUrl('/api/once'), seen), http.post(apiUrl('/api/once'), seen));
    await request('/api/once', { fallbackMessage: 'Failed' });
    await request('/api/once', { method: 'POST', body: {}, fallbackMessage: 'Failed' });
    await requestRaw('/api/once', { method: 'POST', body: {}, fallbackMessage: 'Failed' });
    expect(keys[0]).toBeNull();
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("fails early with 'No admin token found' when an admin call has no token", async () => {
    const call = request('/api/secure', { auth: true, fallbackMessage: 'Failed to fetch admins' });
    await expect(call).rejects.toMatchObject({ message: 'No admin token found', status: 401 });
  });

  it("uses the server's message and field errors when given", async () => {
    server.use(
      http.post(apiUrl('/api/contact-forms'), () =>
        HttpResponse.json({ success: false, message: 'Validation failed', errors: { email: 'Email is required' } }, { status: 400 }),
      ),
    );
    const error = await request('/api/contact-forms', { method: 'POST', body: {}, fallbackMessage: 'Failed to submit contact form' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Validation failed', status: 400, errors: { email: 'Email is required' } });
  });

  it('falls back to the spec message when the server gives none or no JSON', async () => {
    server.use(http.get(apiUrl('/api/volunteers/admin'), () => new HttpResponse('boom', { status: 500 })));
    localStorage.setItem(storageKeys.adminToken, 't');
    await expect(request('/api/volunteers/admin', { auth: true, fallbackMessage: 'Failed to fetch volunteers' })).rejects.toMatchObject({
      message: 'Failed to fetch volunteers',
      status: 500,
    });
  });

  it('treats success: false in a 200 answer as a failure', async () => {
    server.use(http.get(apiUrl('/api/odd'), () => HttpResponse.json({ success: false })));
    await expect(request('/api/odd', { fallbackMessage: 'Login failed' })).rejects.toMatchObject({ message: 'Login failed' });
  });

  it('maps a network failure to the fallback message', async () => {
    server.use(http.get(apiUrl('/api/down'), () => HttpResponse.error()));
    await expect(request('/api/down', { fallbackMessage: 'Failed to fetch banners' })).rejects.toMatchObject({
      message: 'Failed to fetch banners',
      status: 0,
    });
  });

  it('reports a 401 on an admin call to the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get(apiUrl('/api/secure'), () => HttpResponse.json({ success: false, message: 'Expired' }, { status: 401 })));
    localStorage.setItem(storageKeys.adminToken, 'stale');
    await expect(request('/api/secure', { auth: true, fallbackMessage: 'Failed' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });

  it('loads a static JSON file under the base path as it is (no envelope)', async () => {
    server.use(http.get(appUrl('/openapi.json'), () => HttpResponse.json({ openapi: '3.1.0', paths: {} })));
    await expect(requestStatic('openapi.json', { fallbackMessage: 'Failed' })).resolves.toEqual({ openapi: '3.1.0', paths: {} });
  });

  it('fails a static file that is missing or not JSON with the fallback message', async () => {
    server.use(
      http.get(appUrl('/missing.json'), () => new HttpResponse('Not found', { status: 404 })),
      http.get(appUrl('/broken.json'), () => new HttpResponse('<html>', { status: 200 })),
    );
    await expect(requestStatic('missing.json', { fallbackMessage: 'No document' })).rejects.toMatchObject({ message: 'No document', status: 404 });
    await expect(requestStatic('broken.json', { fallbackMessage: 'No document' })).rejects.toMatchObject({ message: 'No document', status: 200 });
  });

  it('returns a raw answer whatever its status, with the stored token only when there is one', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.delete(apiUrl('/api/things/1'), ({ request: req }) => {
        headers.push(req.headers.get('authorization'));
        return HttpResponse.json({ success: false, message: 'Token required' }, { status: 401 });
      }),
    );
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const first = await requestRaw('/api/things/1', { method: 'DELETE', withStoredToken: true, fallbackMessage: 'Failed' });
    localStorage.setItem(storageKeys.adminToken, 'abc');
    await requestRaw('/api/things/1', { method: 'DELETE', withStoredToken: true, fallbackMessage: 'Failed' });
    setUnauthorizedHandler(null);
    expect(first).toMatchObject({ status: 401, body: { kind: 'json', value: { success: false, message: 'Token required' } } });
    expect(headers).toEqual([null, 'Bearer abc']);
    // Try it shows a 401; it does not end the session.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('describes a binary raw answer by its size and a text one by its text', async () => {
    server.use(
      http.get(apiUrl('/uploads/a.png'), () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } })),
      http.get(apiUrl('/plain'), () => HttpResponse.text('hello')),
    );
    await expect(requestRaw('/uploads/a.png', { fallbackMessage: 'Failed' })).resolves.toMatchObject({
      status: 200,
      contentType: 'image/png',
      body: { kind: 'binary', size: 3 },
    });
    await expect(requestRaw('/plain', { fallbackMessage: 'Failed' })).resolves.toMatchObject({ body: { kind: 'text', value: 'hello' } });
  });

  it('throws only when a raw request gets no answer', async () => {
    server.use(http.get(apiUrl('/api/down'), () => HttpResponse.error()));
    await expect(requestRaw('/api/down', { fallbackMessage: 'No answer' })).rejects.toMatchObject({ message: 'No answer', status: 0 });
  });
});
