import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { getDb } from '@/testing/test-db';
import { storeUpload } from '../domain/uploads';
import { adminToken, call, pngBytes, testContext, useScenario } from '../testing/handler-test-utils';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
      [9, 9],
    ),
);

/** Node's File: jsdom's cannot hand its bytes back, and fetch turns files into Node's anyway. */
const nodeFile = (bytes: Uint8Array | string, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;

async function store(file: File): Promise<string> {
  const stored = await storeUpload(testContext(), file);
  if (!stored.ok) throw new Error(`upload refused: ${stored.response.status}`);
  return stored.url;
}

describe('GET /uploads/:file and /api/uploads/:file', () => {
  it('serves a stored image with its content type, at both paths', async () => {
    const url = await store(nodeFile(pngBytes(200), 'x.png', 'image/png'));
    expect(url).toBe('/uploads/1.png');
    for (const path of ['/uploads/1.png', '/api/uploads/1.png']) {
      const response = await fetch(apiUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes(200));
    }
  });

  it('serves jpeg (also sent as image/jpg) and webp', async () => {
    const jpg = await store(nodeFile(JPEG, 'a.jpg', 'image/jpg'));
    const webp = await store(nodeFile(WEBP, 'a.webp', 'image/webp'));
    expect(jpg).toMatch(/\.jpg$/);
    expect((await fetch(apiUrl(jpg))).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(apiUrl(webp))).headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 for an unknown or malformed file name', async () => {
    for (const path of ['/uploads/99.png', '/api/uploads/1.gif', '/uploads/..%2Fsecret', '/uploads/abc.png']) {
      const response = await fetch(apiUrl(path));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it('keeps serving uploads in the api-down scenario', async () => {
    await store(nodeFile(pngBytes(), 'x.png', 'image/png'));
    useScenario('api-down');
    expect((await fetch(apiUrl('/uploads/1.png'))).status).toBe(200);
  });

  it('stores nothing for a refused upload', async () => {
    expect((await storeUpload(testContext(), nodeFile('hello', 'x.png', 'image/png'))).ok).toBe(false);
    expect((await storeUpload(testContext(), nodeFile('hello', 'x.gif', 'image/gif'))).ok).toBe(false);
    expect(await getDb().uploads.all()).toEqual([]);
  });
});

describe('inline images (data URLs) on records are checked like uploads', () => {
  const png = `data:image/png;base64,${Buffer.from(pngBytes(100)).toString('base64')}`;
  const jpeg = `data:image/jpeg;base64,${Buffer.from(JPEG).toString('base64')}`;
  const webp = `data:image/webp;base64,${Buffer.from(WEBP).toString('base64')}`;
  const svgAsPng = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

  it('stores a data URL whose bytes are the image it claims to be, on every record that takes an image', async () => {
    const token = await adminToken();
    const banner = await call<{ image_url: string }>('POST', '/api/banner', { token, json: { title: 'T', description: 'D', image_url: png } });
    expect(banner.status).toBe(201);
    expect(banner.body.data?.image_url).toBe(png);
    const service = await call<{ image_url: string }>('POST', '/api/services', { token, json: { title: 'T', description: 'D', image_url: jpeg } });
    expect(service.status).toBe(201);
    expect(service.body.data?.image_url).toBe(jpeg);
    const gallery = await call<{ image_url: string }>('POST', '/api/gallery', { token, json: { title: 'T', image_url: webp } });
    expect(gallery.status).toBe(201);
    expect(gallery.body.data?.image_url).toBe(webp);
    const logo = await call<{ favicon: string }>('POST', '/api/settings/logo', { token, json: { favicon: png } });
    expect(logo.status).toBe(200);
    expect(logo.body.data?.favicon).toBe(png);
  });

  it('refuses a PNG data URL of SVG bytes with 415 and one over 5 MB with 413; nothing is stored', async () => {
    const token = await adminToken();
    const before = await getDb().banners.all();
    const svg = await call('POST', '/api/banner', { token, json: { title: 'T', description: 'D', image_url: svgAsPng } });
    expect(svg).toMatchObject({ status: 415, body: { success: false, message: 'Only JPEG, PNG and WebP images are allowed' } });
    const big = `data:image/png;base64,${Buffer.from(pngBytes(5 * 1024 * 1024 + 1)).toString('base64')}`;
    const large = await call('POST', '/api/banner', { token, json: { title: 'T', description: 'D', image_url: big } });
    expect(large).toMatchObject({ status: 413, body: { success: false, message: 'Image is too large (maximum 5 MB)' } });
    expect(await getDb().banners.all()).toEqual(before);
  });
});
