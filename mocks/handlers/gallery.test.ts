import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api-client';
import { galleryImageSchema, type GalleryImage } from '@/types/api/gallery';
import { getDb, resetTestDb } from '@/testing/test-db';
import {
  adminEachTest,
  call,
  deleteRefusalCases,
  expectInvalid,
  fakePngFile,
  formOf,
  pngBytes,
  pngFile,
  useScenario,
} from '../testing/handler-test-utils';

const admin = adminEachTest();

describe('GET /api/gallery', () => {
  it('answers 12 images by default, by display_order then id, with image_url', async () => {
    const { status, body } = await call<GalleryImage[]>('GET', '/api/gallery');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(12);
    expect(body.data?.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const image of body.data ?? []) {
      galleryImageSchema.parse(image);
      expect(image.image_url).toMatch(/^\/images\/gallery\/gallery-\d\d\.jpg$/);
    }
  });

  it('honours ?limit and sorts by display_order then id', async () => {
    await getDb().gallery.update(16, { display_order: 0 });
    await getDb().gallery.update(9, { display_order: 1 });
    const data = await request<GalleryImage[]>('/api/gallery?limit=4', { fallbackMessage: 'Failed' });
    expect(data.map((g) => g.id)).toEqual([16, 1, 9, 2]);
    expect((await call<GalleryImage[]>('GET', '/api/gallery?limit=100')).body.data).toHaveLength(16);
  });

  it('caps the limit at 100', async () => {
    const db = getDb();
    const many = Array.from({ length: 120 }, (_, i) => ({ ...seedImage(), id: 100 + i, display_order: 50 }));
    await db.gallery.replaceAll([...(await db.gallery.all()), ...many]);
    expect((await call<GalleryImage[]>('GET', '/api/gallery?limit=500')).body.data).toHaveLength(100);
  });

  it('refuses a limit that is not a positive whole number (400)', async () => {
    for (const limit of ['abc', '0', '-3', '2.5']) {
      const { body } = await expectInvalid(call('GET', `/api/gallery?limit=${limit}`));
      expect(body.errors?.limit).toBeTruthy();
    }
  });

  it('answers 500 in the api-down scenario', async () => {
    useScenario('api-down');
    expect((await call('GET', '/api/gallery?limit=12')).status).toBe(500);
  });

  it('answers an empty list for the empty data set', async () => {
    await resetTestDb('empty');
    expect((await call('GET', '/api/gallery')).body.data).toEqual([]);
  });
});

function seedImage(): GalleryImage {
  return {
    id: 1,
    image_url: '/images/gallery/gallery-01.jpg',
    title: 'x',
    description: '',
    category: 'general',
    is_featured: false,
    display_order: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('POST /api/gallery', () => {
  it('uploads an image with its fields', async () => {
    const { status, body } = await call<GalleryImage>('POST', '/api/gallery', {
      token: admin.token,
      form: formOf(
        { title: 'Eid party', description: 'Children at the Eid party', category: 'events', is_featured: 'true', display_order: 4 },
        { image: pngFile() },
      ),
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Image uploaded successfully!');
    expect(body.data).toMatchObject({ title: 'Eid party', category: 'events', is_featured: true, display_order: 4 });
    galleryImageSchema.parse(body.data);
    expect(await getDb().gallery.get(body.data!.id)).toEqual(body.data);
  });

  it('applies the defaults: category general, not featured, order 0, description empty', async () => {
    const { body } = await call<GalleryImage>('POST', '/api/gallery', { token: admin.token, form: formOf({ title: 'Plain' }, { image: pngFile() }) });
    expect(body.data).toMatchObject({ category: 'general', is_featured: false, display_order: 0, description: '' });
  });

  it('serves the uploaded image through /api/uploads/<file> and /uploads/<file>', async () => {
    const { body } = await call<GalleryImage>('POST', '/api/gallery', { token: admin.token, form: formOf({ title: 'T' }, { image: pngFile(128) }) });
    const file = body.data!.image_url.replace('/uploads/', '');
    for (const path of [`/api/uploads/${file}`, `/uploads/${file}`]) {
      const response = await fetch(new URL(path, window.location.origin));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes(128));
    }
  });

  it('refuses a missing image and invalid fields together (400), storing nothing', async () => {
    const { body } = await expectInvalid(
      call('POST', '/api/gallery', {
        token: admin.token,
        form: formOf({ title: '', category: 'holidays', display_order: -2 }),
      }),
    );
    expect(body.errors).toMatchObject({
      title: 'Title is required',
      category: 'Please choose a valid category',
      display_order: 'Display order must be 0 or more',
      image: 'Image is required',
    });
    expect(await getDb().gallery.all()).toHaveLength(16);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/gallery', { form: formOf({ title: 'T' }, { image: pngFile() }) })).status).toBe(401);
    expect(await getDb().gallery.all()).toHaveLength(16);
  });

  it('answers 415 for a text file posing as a PNG and 413 for a 6 MB image', async () => {
    expect((await call('POST', '/api/gallery', { token: admin.token, form: formOf({ title: 'T' }, { image: fakePngFile() }) })).status).toBe(415);
    const big = await call('POST', '/api/gallery', { token: admin.token, form: formOf({ title: 'T' }, { image: pngFile(6 * 1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Image is too large (maximum 5 MB)');
    expect(await getDb().gallery.all()).toHaveLength(16);
    expect(await getDb().uploads.all()).toEqual([]);
  });

  it('drops unknown keys and __proto__', async () => {
    const form = formOf({ title: 'T', id: 5, is_admin: 'true', constructor: 'x' }, { image: pngFile() });
    form.append('__proto__', 'polluted');
    const { body } = await call<GalleryImage>('POST', '/api/gallery', { token: admin.token, form });
    const stored = await getDb().gallery.get(body.data!.id);
    expect(stored?.id).toBe(17);
    expect(Object.keys(stored!).sort()).toEqual(
      ['category', 'created_at', 'description', 'display_order', 'id', 'image_url', 'is_featured', 'title'].sort(),
    );
  });
});

describe('PUT /api/gallery/:id', () => {
  it('updates the fields and keeps the image when none is sent', async () => {
    const { status, body } = await call<GalleryImage>('PUT', '/api/gallery/3', {
      token: admin.token,
      form: formOf({ title: 'Renamed', category: 'team', is_featured: 'on', display_order: 2 }),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Image updated successfully!');
    expect(body.data).toMatchObject({ id: 3, title: 'Renamed', category: 'team', is_featured: true, image_url: '/images/gallery/gallery-03.jpg' });
    expect(await getDb().gallery.get(3)).toEqual(body.data);
  });

  it('replaces the image with a new file', async () => {
    const { body } = await call<GalleryImage>('PUT', '/api/gallery/3', { token: admin.token, form: formOf({ title: 'T' }, { image: pngFile() }) });
    expect(body.data?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
  });

  it('refuses invalid fields (400) and leaves the image unchanged', async () => {
    const before = await getDb().gallery.get(3);
    const { status, body } = await call('PUT', '/api/gallery/3', { token: admin.token, form: formOf({ title: ' ' }) });
    expect(status).toBe(400);
    expect(body.errors?.title).toBe('Title is required');
    expect(await getDb().gallery.get(3)).toEqual(before);
  });

  it('answers 401 without a token and 404 for an unknown id', async () => {
    expect((await call('PUT', '/api/gallery/3', { form: formOf({ title: 'T' }) })).status).toBe(401);
    expect((await call('PUT', '/api/gallery/999', { token: admin.token, form: formOf({ title: 'T' }) })).status).toBe(404);
  });
});

describe('DELETE /api/gallery/:id', () => {
  it('deletes and answers success', async () => {
    const { status, body } = await call('DELETE', '/api/gallery/5', { token: admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Image deleted successfully!' });
    expect(await getDb().gallery.get(5)).toBeUndefined();
  });

  deleteRefusalCases(admin, '/api/gallery', 'gallery', 5);
});
