// The upload fallback: a data URL when the upload failed (no answer, or the server failed); a
// refusal of the file reaches the form.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { ApiError } from './api-client';
import { imageErrorOf, uploadFailed, uploadImage } from './upload-image';

function pngFile(): File {
  const bytes = new Uint8Array(32);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'x.png', { type: 'image/png' });
}

const answer = (status: number, message: string) => () => HttpResponse.json({ success: false, message }, { status });

beforeEach(() => {
  localStorage.setItem(storageKeys.adminToken, 'some-token');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('uploadFailed', () => {
  it('is true when no answer came back or the server failed, not when it refused the file or ran out of space', () => {
    expect(uploadFailed(new ApiError('Failed to upload image', 0))).toBe(true);
    expect(uploadFailed(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 502, 503]) expect(uploadFailed(new ApiError('No', status))).toBe(true);
    for (const status of [400, 401, 413, 415, 507]) expect(uploadFailed(new ApiError('No', status))).toBe(false);
    expect(uploadFailed(new Error('anything else'))).toBe(false);
  });
});

describe('uploadImage', () => {
  it('returns the stored URL of an accepted upload', async () => {
    server.use(http.post(apiUrl('/api/admin/upload'), () => HttpResponse.json({ success: true, data: { imageUrl: '/uploads/3.png' } })));
    await expect(uploadImage(pngFile())).resolves.toBe('/uploads/3.png');
  });

  it('falls back to a data URL of the file when the request cannot be made (network error)', async () => {
    server.use(http.post(apiUrl('/api/admin/upload'), () => HttpResponse.error()));
    await expect(uploadImage(pngFile())).resolves.toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('does not inline a file whose bytes are not the image it claims to be (415, like an upload)', async () => {
    server.use(http.post(apiUrl('/api/admin/upload'), () => HttpResponse.error()));
    const textAsPng = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' });
    await expect(uploadImage(textAsPng)).rejects.toMatchObject({ status: 415, message: 'Only JPEG, PNG and WebP images are allowed' });
  });

  it.each([
    [413, 'Image is too large (maximum 5 MB)'],
    [415, 'Only JPEG, PNG and WebP images are allowed'],
    [400, 'Validation failed'],
    [401, 'Invalid or expired session, please sign in again'],
    [507, 'Storage is full'],
  ])('passes a %i answer on, and makes no data URL', async (status, message) => {
    server.use(http.post(apiUrl('/api/admin/upload'), answer(status, message)));
    const error = await uploadImage(pngFile()).then(
      (url) => {
        throw new Error(`expected a refusal, got ${url.slice(0, 40)}`);
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it.each([500, 503])('falls back to a data URL when the server fails the upload (%i)', async (status) => {
    server.use(http.post(apiUrl('/api/admin/upload'), answer(status, 'Internal server error')));
    await expect(uploadImage(pngFile())).resolves.toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('treats a success without an image URL as a failed upload, not as a reason to inline', async () => {
    server.use(http.post(apiUrl('/api/admin/upload'), () => HttpResponse.json({ success: true, data: {} })));
    await expect(uploadImage(pngFile())).rejects.toMatchObject({ status: 500, message: 'Failed to upload image' });
  });
});

describe('imageErrorOf', () => {
  it("gives the server's image field error, or its 413/415 message", () => {
    expect(imageErrorOf(new ApiError('Validation failed', 400, { image: 'Image is required' }))).toBe('Image is required');
    expect(imageErrorOf(new ApiError('Validation failed', 400, { image_url: 'Please enter a valid URL' }))).toBe('Please enter a valid URL');
    expect(imageErrorOf(new ApiError('Only JPEG, PNG and WebP images are allowed', 415))).toBe('Only JPEG, PNG and WebP images are allowed');
    expect(imageErrorOf(new ApiError('Image is too large (maximum 5 MB)', 413))).toBe('Image is too large (maximum 5 MB)');
    expect(imageErrorOf(new ApiError('Boom', 500))).toBeUndefined();
    expect(imageErrorOf(new Error('x'))).toBeUndefined();
  });
});
