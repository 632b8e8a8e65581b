import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api-client';
import { DEFAULT_ICON_CLASS } from '@/types/api/plain-values';
import { serviceSchema, type Service } from '@/types/api/services';
import { getDb, resetTestDb } from '@/testing/test-db';
import { tokenHash } from '../auth/passwords';
import {
  adminEachTest,
  call,
  deleteRefusalCases,
  expectInvalid,
  expectRefused,
  fakePngFile,
  formOf,
  pngBytes,
  pngFile,
  useScenario,
} from '../testing/handler-test-utils';

const admin = adminEachTest();

const validFields = { title: 'Orphan Care', description: 'Monthly support for orphans.' };

describe('GET /api/services (public)', () => {
  it('lists active services only, by display_order then id', async () => {
    const db = getDb();
    await db.services.update(2, { is_active: false });
    await db.services.update(5, { display_order: 1 });
    const services = await request<Service[]>('/api/services', { fallbackMessage: 'Failed to fetch services' });
    expect(services.map((s) => s.id)).toEqual([1, 5, 3, 4, 6]);
    for (const service of services) serviceSchema.parse(service);
  });

  it('answers the six seed services, with images and icons', async () => {
    const { status, body } = await call<Service[]>('GET', '/api/services');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data?.map((s) => s.title)).toContain('Zakat Campaigning');
    expect(body.data?.[0]).toMatchObject({ image_url: '/images/services/service-1.jpg', icon_class: 'fa-graduation-cap' });
  });

  it('answers 500 in the api-down scenario', async () => {
    useScenario('api-down');
    await expectRefused(call('GET', '/api/services'), 500);
  });

  it('answers an empty list for the empty data set', async () => {
    await resetTestDb('empty');
    expect((await call('GET', '/api/services')).body.data).toEqual([]);
  });
});

describe('GET /api/services/admin', () => {
  it('lists every service, inactive ones too', async () => {
    await getDb().services.update(3, { is_active: false });
    const { status, body } = await call<Service[]>('GET', '/api/services/admin', { token: admin.token });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(6);
    expect(body.data?.find((s) => s.id === 3)?.is_active).toBe(false);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await call('GET', '/api/services/admin')).status).toBe(401);
    await expectRefused(call('GET', '/api/services/admin', { token: 'nope' }), 401);
  });

  it('answers 401 for an expired session', async () => {
    await getDb().sessions.insert({ tokenHash: await tokenHash('old'), adminId: 1, expiresAt: Date.now() - 1 });
    expect((await call('GET', '/api/services/admin', { token: 'old' })).status).toBe(401);
  });
});

describe('POST /api/services', () => {
  it('creates a service from multipart with an image file, applying the defaults', async () => {
    const { status, body } = await call<Service>('POST', '/api/services', {
      token: admin.token,
      form: formOf(validFields, { image: pngFile() }),
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Service added successfully!');
    expect(body.data).toMatchObject({
      ...validFields,
      icon_class: DEFAULT_ICON_CLASS,
      display_order: 0,
      is_active: true,
    });
    expect(body.data?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    serviceSchema.parse(body.data);
    expect(await getDb().services.get(body.data!.id)).toEqual(body.data);
  });

  it('serves the uploaded image back at /uploads/<file>', async () => {
    const { body } = await call<Service>('POST', '/api/services', { token: admin.token, form: formOf(validFields, { image: pngFile(300) }) });
    const response = await fetch(new URL(body.data!.image_url, window.location.origin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes(300));
  });

  it('creates from JSON with image_url and the given fields', async () => {
    const { status, body } = await call<Service>('POST', '/api/services', {
      token: admin.token,
      json: { ...validFields, image_url: '/images/services/service-2.jpg', icon_class: 'fa-heart', display_order: 7, is_active: false },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ image_url: '/images/services/service-2.jpg', icon_class: 'fa-heart', display_order: 7, is_active: false });
  });

  it('reads multipart strings: display_order and is_active', async () => {
    const { body } = await call<Service>('POST', '/api/services', {
      token: admin.token,
      form: formOf({ ...validFields, display_order: '3', is_active: 'false', icon_class: '' }, { image: pngFile() }),
    });
    expect(body.data).toMatchObject({ display_order: 3, is_active: false, icon_class: DEFAULT_ICON_CLASS });
  });

  it('refuses missing fields and a missing image together (400), storing nothing', async () => {
    const before = await getDb().services.all();
    const { body } = await expectInvalid(call('POST', '/api/services', { token: admin.token, form: formOf({ title: '  ' }) }));
    expect(body.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      image: 'Image is required',
    });
    expect(await getDb().services.all()).toEqual(before);
    expect(await getDb().uploads.all()).toEqual([]);
  });

  it('answers an empty multipart form with every field error and the image error at once (400)', async () => {
    const { status, body } = await call('POST', '/api/services', { token: admin.token, form: new FormData() });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      image: 'Image is required',
    });
    expect(await getDb().services.all()).toHaveLength(6);
  });

  it("refuses a service without an image: 'Image is required'", async () => {
    const { status, body } = await call('POST', '/api/services', { token: admin.token, json: validFields });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ image: 'Image is required' });
    expect(await getDb().services.all()).toHaveLength(6);
  });

  it('refuses a negative display order and a bad icon class', async () => {
    const { status, body } = await call('POST', '/api/services', {
      token: admin.token,
      json: { ...validFields, image_url: '/x.jpg', display_order: -1, icon_class: '<script>' },
    });
    expect(status).toBe(400);
    expect(body.errors?.display_order).toBe('Display order must be 0 or more');
    expect(body.errors?.icon_class).toBeTruthy();
  });

  it('answers 401 without a token and stores nothing', async () => {
    const { status } = await call('POST', '/api/services', { form: formOf(validFields, { image: pngFile() }) });
    expect(status).toBe(401);
    expect(await getDb().services.all()).toHaveLength(6);
    expect(await getDb().uploads.all()).toEqual([]);
  });

  it('answers 415 for a text file posing as a PNG, storing nothing', async () => {
    await expectRefused(call('POST', '/api/services', { token: admin.token, form: formOf(validFields, { image: fakePngFile() }) }), 415);
    expect(await getDb().services.all()).toHaveLength(6);
    expect(await getDb().uploads.all()).toEqual([]);
  });

  it('answers 413 for a 6 MB image, storing nothing', async () => {
    const { status } = await call('POST', '/api/services', { token: admin.token, form: formOf(validFields, { image: pngFile(6 * 1024 * 1024) }) });
    expect(status).toBe(413);
    expect(await getDb().services.all()).toHaveLength(6);
  });

  it('never stores unknown keys or __proto__', async () => {
    const json = `{"__proto__":{"polluted":true},"constructor":{"x":1},"title":"T","description":"D","image_url":"/i.jpg","id":999,"created_at":"1999-01-01T00:00:00.000Z","evil":"<b>","sql":"1; DROP TABLE"}`;
    const { status, body } = await call<Service>('POST', '/api/services', { token: admin.token, json });
    expect(status).toBe(201);
    const stored = await getDb().services.get(body.data!.id);
    expect(stored?.id).toBe(7);
    expect(Object.keys(stored!).sort()).toEqual(
      ['created_at', 'description', 'display_order', 'icon_class', 'id', 'image_url', 'is_active', 'title'].sort(),
    );
    expect(stored?.created_at).not.toBe('1999-01-01T00:00:00.000Z');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
  });

  it('answers 415 for a body that is neither JSON nor multipart', async () => {
    const response = await fetch(new URL('/api/services', window.location.origin), {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/plain' },
      body: 'title=x',
    });
    expect(response.status).toBe(415);
  });
});

describe('PUT /api/services/:id', () => {
  it('updates the fields and keeps the image when none is sent', async () => {
    const { status, body } = await call<Service>('PUT', '/api/services/2', {
      token: admin.token,
      form: formOf({ title: 'Homes for Families', description: 'New text', display_order: 9, is_active: 'true' }),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Service updated successfully!');
    expect(body.data).toMatchObject({ id: 2, title: 'Homes for Families', display_order: 9, image_url: '/images/services/service-2.jpg' });
    expect(await getDb().services.get(2)).toEqual(body.data);
  });

  it('replaces the image with a new file or image_url', async () => {
    const withFile = await call<Service>('PUT', '/api/services/1', { token: admin.token, form: formOf(validFields, { image: pngFile() }) });
    expect(withFile.body.data?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    const withUrl = await call<Service>('PUT', '/api/services/1', {
      token: admin.token,
      json: { ...validFields, image_url: 'https://example.org/a.jpg' },
    });
    expect(withUrl.body.data?.image_url).toBe('https://example.org/a.jpg');
  });

  it('refuses invalid fields (400) and leaves the service unchanged', async () => {
    const before = await getDb().services.get(1);
    const { body } = await expectInvalid(call('PUT', '/api/services/1', { token: admin.token, json: { title: '', description: 'x' } }));
    expect(body.errors?.title).toBe('Title is required');
    expect(await getDb().services.get(1)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await call('PUT', '/api/services/1', { json: validFields })).status).toBe(401);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PUT', '/api/services/999', { token: admin.token, json: validFields })).status).toBe(404);
    expect((await call('PUT', '/api/services/abc', { token: admin.token, json: validFields })).status).toBe(404);
  });
});

describe('DELETE /api/services/:id', () => {
  it('deletes the service', async () => {
    const { status, body } = await call('DELETE', '/api/services/4', { token: admin.token });
    expect(status).toBe(200);
    expect(body.message).toBe('Service has been deleted successfully.');
    expect(await getDb().services.get(4)).toBeUndefined();
  });

  deleteRefusalCases(admin, '/api/services', 'services', 4);
});

describe('PATCH /api/services/:id/toggle', () => {
  it('flips the active flag, and back', async () => {
    const off = await call<Service>('PATCH', '/api/services/1/toggle', { token: admin.token });
    expect(off.status).toBe(200);
    expect(off.body.data?.is_active).toBe(false);
    expect((await call<Service[]>('GET', '/api/services')).body.data?.map((s) => s.id)).not.toContain(1);
    const on = await call<Service>('PATCH', '/api/services/1/toggle', { token: admin.token });
    expect(on.body.data?.is_active).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await call('PATCH', '/api/services/1/toggle')).status).toBe(401);
    expect((await getDb().services.get(1))?.is_active).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PATCH', '/api/services/999/toggle', { token: admin.token })).status).toBe(404);
  });
});
