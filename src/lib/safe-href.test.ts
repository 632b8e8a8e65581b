import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safe-href';
import { HOSTILE_URLS } from '@/testing/hostile-urls';

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
    expect(safeHref(bad, { image: true })).toBe('');
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

  it.each(HOSTILE)('gives no image, or the fallback, for %j', (bad) => {
    expect(safeImageSrc(bad)).toBe('');
    expect(safeImageSrc(bad, '/images/logo.svg')).toBe('/images/logo.svg');
  });

  it('refuses a data URL whose bytes are not the image it claims to be', () => {
    const svgAsPng = `data:image/png;base64,${btoa('<svg onload="alert(1)"></svg>')}`;
    expect(safeImageSrc(svgAsPng)).toBe('');
  });
});
