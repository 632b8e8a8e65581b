// The mock backend over real HTTP: the handlers answer as in the page, with the body limits and the
// JSON envelope on every error (who may call it: origin-guard.test.ts).
import { describe, expect, it } from 'vitest';
import { CLIENT_MAX_FAILURES } from '@/types/api/admins';
import { MALFORMED_PATH } from '@/types/api/envelope';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { MAX_BODY_BYTES } from '@/types/api/url-rules';
import { pngBytes, startTestServer } from '../../testing/api-test-server';

const service = { title: 'Orphan Care', description: 'Monthly support for orphans.', image_url: '/images/services/service-2.jpg' };

describe('the API server', () => {
  it('answers GET /api/services with the seeded services', async () => {
    const server = await startTestServer();
    const response = await server.call('GET', '/api/services');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { success: boolean; data: { title: string }[] };
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('signs an admin in and takes an admin write, refusing it without the token', async () => {
    const server = await startTestServer();
    expect((await server.call('POST', '/api/services', { json: service })).status).toBe(401);
    const token = await server.signIn();
    const created = await server.call('POST', '/api/services', { token, json: service });
    expect(created.status).toBe(201);
    const listed = (await (await server.call('GET', '/api/services')).json()) as { data: { title: string }[] };
    expect(listed.data.map((s) => s.title)).toContain('Orphan Care');
  });

  it('answers a path no route knows with a JSON 404, inside /api/ and outside', async () => {
    const server = await startTestServer();
    for (const path of ['/api/nowhere', '/index.html']) {
      const response = await server.call('GET', path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('refuses a body over 8 MB with 413 in the envelope, JSON or not, and writes nothing', async () => {
    const server = await startTestServer();
    const token = await server.signIn();
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const json = await server.call('POST', '/api/services', { token, json: { ...service, description: big } });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ success: false, message: 'Request body is larger than 8 MB' });
    const form = new FormData();
    form.append('image', new Blob([pngBytes(MAX_BODY_BYTES + 1)], { type: 'image/png' }), 'big.png');
    const upload = await server.call('POST', '/api/admin/upload', { token, body: form });
    expect(upload.status).toBe(413);
    expect(await upload.json()).toEqual({ success: false, message: 'Request body is larger than 8 MB' });
    const listed = (await (await server.call('GET', '/api/services')).json()) as { data: { title: string }[] };
    expect(listed.data.map((s) => s.title)).not.toContain('Orphan Care');
  });

  it('takes a body just under 8 MB to the route', async () => {
    const server = await startTestServer();
    const token = await server.signIn();
    const response = await server.call('POST', '/api/services', { token, json: { ...service, description: 'x'.repeat(MAX_BODY_BYTES - 1000) } });
    // The route's own rules answer (the description is too long), not the server's limit.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors?: object }).errors).toHaveProperty('description');
  });

  it('refuses malformed JSON with 400 in the envelope', async () => {
    const server = await startTestServer();
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      const response = await server.call('POST', '/api/contact-forms', { headers: { 'Content-Type': type }, body: '{"name": "Ann",' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
    }
  });

  it('answers a path that is not valid percent-encoding with 400 in the envelope, under /api/ and /uploads/', async () => {
    const server = await startTestServer();
    for (const [method, path] of [
      ['GET', '/api/%'],
      ['GET', '/api/banner/%E0%A4%A'],
      ['DELETE', '/api/services/%'],
      ['GET', '/uploads/%'],
    ]) {
      const response = await server.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: MALFORMED_PATH });
    }
  });

  it('refuses JSON nested 5,000 to 100,000 deep with 400 in the envelope, storing nothing', async () => {
    const server = await startTestServer();
    const token = await server.signIn();
    const before = await (await server.call('GET', '/api/contact-forms/admin', { token })).json();
    for (const depth of [5_000, 100_000]) {
      const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const bodies = [deep, `{"name":"Ann","email":"ann@example.org","message":"Deep.","extra":${deep}}`];
      for (const body of bodies) {
        const response = await server.call('POST', '/api/contact-forms', { headers: { 'Content-Type': 'application/json' }, body });
        expect(response.status, `${depth} deep`).toBe(400);
        expect(((await response.json()) as { success: boolean }).success).toBe(false);
      }
      expect((await server.call('POST', '/api/demo/import', { token, headers: { 'Content-Type': 'application/json' }, body: deep })).status).toBe(
        400,
      );
    }
    expect(await (await server.call('GET', '/api/contact-forms/admin', { token })).json()).toEqual(before);
  });

  it('hands a JSON body that is not an object to the route, which refuses it', async () => {
    const server = await startTestServer();
    const response = await server.call('POST', '/api/contact-forms', { json: ['a'] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Request body must be a JSON object' });
  });

  it('caps failed sign-ins per remote address, whatever address header a client sends', async () => {
    const server = await startTestServer();
    for (let i = 0; i < CLIENT_MAX_FAILURES; i += 1) {
      const headers = { [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}` };
      const failed = await server.call('POST', '/api/admin/login', { json: { username: `user${i}`, password: 'wrong' }, headers });
      expect(failed.status).toBe(401);
    }
    const refused = await server.call('POST', '/api/admin/login', {
      json: { username: 'admin', password: 'admin123' },
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.1' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('serves an uploaded image back at /uploads/ with its bytes and type', async () => {
    const server = await startTestServer();
    const token = await server.signIn();
    const form = new FormData();
    form.append('image', new Blob([pngBytes(5000)], { type: 'image/png' }), 'photo.png');
    const response = await server.call('POST', '/api/admin/upload', { token, body: form });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { imageUrl: string } };
    const image = await server.call('GET', data.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await server.call('GET', '/uploads/999.png')).headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes(5000));
  });
});
