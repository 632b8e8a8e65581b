import { describe, expect, it } from 'vitest';
import { bannerSchema, type Banner } from '@/types/api/banners';
import { getDb } from '@/testing/test-db';
import { adminEachTest, call, expectInvalid, formOf, pngFile } from '../testing/handler-test-utils';

const admin = adminEachTest();

const validFields = { title: 'Winter Appeal', description: 'Blankets for 500 families.' };

describe('POST /api/banner', () => {
  it('answers an empty multipart form with every field error and the image error at once (400)', async () => {
    const before = await getDb().banners.all();
    const { body } = await expectInvalid(call('POST', '/api/banner', { token: admin.token, form: new FormData() }));
    expect(body.errors).toEqual({
      title: 'Heading is required',
      description: 'Description is required',
      image: 'Background image is required',
    });
    expect(await getDb().banners.all()).toEqual(before);
  });

  it('checks the fields even when an image file comes with them, and stores no upload', async () => {
    const { status, body } = await call('POST', '/api/banner', { token: admin.token, form: formOf({ button_text: 'Give' }, { image: pngFile() }) });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      title: 'Heading is required',
      description: 'Description is required',
      button_link: 'Button link is required when button text is provided',
    });
    expect(await getDb().uploads.all()).toEqual([]);
    expect(await getDb().banners.all()).toHaveLength(4);
  });

  it('creates a banner from multipart with an image file', async () => {
    const { status, body } = await call<Banner>('POST', '/api/banner', { token: admin.token, form: formOf(validFields, { image: pngFile() }) });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ...validFields, text_alignment: 'center', is_active: true, link_url: '' });
    expect(body.data?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    bannerSchema.parse(body.data);
  });
});

describe('PUT /api/banner/:id', () => {
  it('answers an empty multipart form with every field error; the current image stays optional', async () => {
    const before = await getDb().banners.get(1);
    const { status, body } = await call('PUT', '/api/banner/1', { token: admin.token, form: new FormData() });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ title: 'Heading is required', description: 'Description is required' });
    expect(await getDb().banners.get(1)).toEqual(before);
  });

  it('keeps the current image when none is sent', async () => {
    const before = await getDb().banners.get(1);
    const { status, body } = await call<Banner>('PUT', '/api/banner/1', { token: admin.token, form: formOf(validFields) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, ...validFields, image_url: before?.image_url });
  });
});
