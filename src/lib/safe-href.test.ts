import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safe-href';
import { HOSTILE_IMAGE_URLS, HOSTILE_URLS } from '@/testing/hostile-urls';

const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
const HOSTILE = HOSTILE_URLS;

describe('safeHref', () => {
  it('passes app paths and http(s) links through as stored', () => {
    expect(safeHref('/donate')).toBe('/donate');
    expect(safeHref(' https://example.org/give ')).toBe('https://example.org/give');
  });

  it.each(HOSTILE)('gives the fallback for %j', (bad) => {
    expect(safeHref(bad)).toBe('');
    expect(safeHref(bad, { fallback: '/donate' })).toBe('/donate');
  });

  it('gives the fallback for a missing link, and refuses image data URLs as links', () => {
    expect(safeHref(undefined, { fallback: '/x' })).toBe('/x');
    expect(safeHref(null)).toBe('');
    expect(safeHref('   ')).toBe('');
    expect(safeHref(PNG_DATA_URL)).toBe('');
    expect(safeHref(PNG_DATA_URL, { image: true })).toBe(PNG_DATA_URL);
  });
});

describe('safeImageSrc', () => {
  it('resolves stored paths under the base path and keeps URLs and image data URLs', () => {
    expect(safeImageSrc('/uploads/1.png')).toBe('/uploads/1.png');
    expect(safeImageSrc('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
    expect(safeImageSrc(PNG_DATA_URL)).toBe(PNG_DATA_URL);
  });

  it('keeps relative paths, blob: URLs and data URLs of any image type (an <img> runs no script)', () => {
    const svg = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>";
    expect(safeImageSrc(svg)).toBe(svg);
    expect(safeImageSrc('images/x.jpg')).toBe('/images/x.jpg');
    expect(safeImageSrc('blob:http://localhost:3000/1')).toBe('blob:http://localhost:3000/1');
    expect(safeHref('images/x.jpg')).toBe('');
  });

  it.each(HOSTILE_IMAGE_URLS)('gives no image, or the fallback, for %j', (bad) => {
    expect(safeHref(bad, { image: true })).toBe('');
    expect(safeImageSrc(bad)).toBe('');
    expect(safeImageSrc(bad, '/images/logo.svg')).toBe('/images/logo.svg');
  });
});
