// What the dispatcher answers in front of every route: 400 to a path that is not valid
// percent-encoding, and 507 to any write the storage refuses for want of space (nothing stored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/config/env';
import { MALFORMED_PATH, STORAGE_FULL } from '@/types/api/envelope';
import { apiOperations as registryOperations } from '../contract/operations';
import { getDb } from '@/testing/test-db';
import { createDb } from '../db/db';
import { setDb } from '../testing/current-db';
import { snapshotStorage } from '../db/snapshot';
import type { KeyValueStorage } from '../db/storage';
import { adminToken, call, formOf, pngBytes, pngFile } from '../testing/handler-test-utils';
import { pageRecords } from '../hosts/page/storages';

const MALFORMED = ['/api/%', '/api/banner/%E0%A4%A', '/api/services/1%', '/uploads/%', '/api/uploads/%ZZ.png'];

describe('a path that is not valid percent-encoding', () => {
  it('answers 400 in the envelope, for every method, before any route runs', async () => {
    for (const path of MALFORMED) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await fetch(apiUrl(path), { method });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json()).toEqual({ success: false, message: MALFORMED_PATH });
      }
    }
  });

  it('is logged with its status', async () => {
    await fetch(apiUrl('/api/banner/%E0%A4%A'));
    expect((await pageRecords.requests('')).at(-1)).toMatchObject({ method: 'GET', path: '/api/banner/%E0%A4%A', status: 400 });
  });

  it('leaves a well-encoded path to its route', async () => {
    expect((await call('GET', '/api/banner/%31')).status).toBe(200);
    expect((await call('GET', '/api/nowhere%20at%20all')).status).toBe(404);
  });
});

/** The storage as it is, except that every write is refused as a full IndexedDB refuses it. */
function full(storage: KeyValueStorage): KeyValueStorage {
  const refuse = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  return { ...storage, setItem: refuse, removeItem: refuse, writeMany: refuse, clear: refuse };
}

/** The valid JSON example the OpenAPI document gives for an operation. */
function validJson(method: string, path: string): Readonly<Record<string, unknown>> {
  const operation = registryOperations().find((op) => op.method === method && op.path === path);
  const valid = operation?.body?.json?.valid;
  if (!valid) throw new Error(`no valid JSON example for ${method} ${path}`);
  return valid;
}

describe('a write the storage refuses because it is full', () => {
  let token: string;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    token = await adminToken();
    setDb(createDb(full(getDb().storage)));
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const writes: [string, string, () => Parameters<typeof call>[2]][] = [
    ['POST', '/api/contact-forms', () => ({ json: validJson('post', '/api/contact-forms') })],
    ['POST', '/api/donations', () => ({ json: validJson('post', '/api/donations') })],
    ['POST', '/api/volunteers', () => ({ json: validJson('post', '/api/volunteers') })],
    ['PUT', '/api/services/1', () => ({ token, json: validJson('put', '/api/services/{id}') })],
    ['PATCH', '/api/contact-forms/1/status', () => ({ token, json: { status: 'read' } })],
    ['DELETE', '/api/gallery/1', () => ({ token })],
    ['POST', '/api/settings/theme', () => ({ token, json: validJson('post', '/api/settings/theme') })],
    ['POST', '/api/admin/upload', () => ({ token, form: formOf({}, { image: pngFile(256) }) })],
    ['POST', '/api/admin/login', () => ({ json: { username: 'admin', password: 'admin123' } })],
  ];

  for (const [method, path, options] of writes) {
    it(`answers ${method} ${path} 507 with the message, and stores nothing`, async () => {
      const before = await snapshotStorage(getDb().storage);
      const answer = await call(method, path, options());
      expect(answer).toEqual({ status: 507, body: { success: false, message: STORAGE_FULL } });
      expect(await snapshotStorage(getDb().storage)).toEqual(before);
      expect((await pageRecords.requests('')).at(-1)).toMatchObject({ method, status: 507 });
    });
  }

  it('keeps reads working', async () => {
    expect((await call('GET', '/api/services')).status).toBe(200);
  });
});

describe('X-Content-Type-Options', () => {
  it('is nosniff on an upload served back, a PNG with HTML appended included, and on every other answer', async () => {
    const token = await adminToken();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const bytes = new Uint8Array([...pngBytes(256), ...html]);
    const form = formOf({}, { image: new File([bytes], 'x.png', { type: 'image/png' }) });
    const upload = await call<{ imageUrl: string }>('POST', '/api/admin/upload', { token, form });
    expect(upload.status).toBe(201);
    const url = upload.body.data!.imageUrl;
    for (const path of [url, `/api${url}`, '/uploads/999.png', '/uploads/%', '/api/services', '/api/nowhere']) {
      const response = await fetch(apiUrl(path));
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
