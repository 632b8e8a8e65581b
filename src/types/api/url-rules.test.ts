// One set of URL rules for links and images: what a form or request may write is exactly what a
// stored record (demo import, localStorage `events`) may hold.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bannerInputSchema, bannerSchema } from './banners';
import { optionalUrlOrPath, storedLinkUrl } from './coerce';
import { eventPostSchema } from './events';
import { galleryImageSchema } from './gallery';
import { serviceSchema } from './services';
import { logoSettingsSchema } from './settings';
import { optionalImageRef, storedImageRef } from './uploads';
import { HOSTILE_IMAGE_URLS, HOSTILE_URLS } from '@/testing/hostile-urls';

const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

/** Links and images an attacker could store. Every one must be refused everywhere. */
const HOSTILE = HOSTILE_URLS;
const SVG_DATA_URL = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/>";

const LINKS_OK = ['/donate', '/blog/1?x=1#top', 'https://example.org/give', 'http://localhost:5173/volunteer'];
const IMAGES_OK = [
  '/uploads/1.png',
  '/images/banners/banner-1.jpg',
  'images/events/x.jpg',
  'https://example.org/a.jpg',
  PNG_DATA_URL,
  SVG_DATA_URL,
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'blob:http://localhost:4173/2f1e9c4a-0d6b-4c1e-9a8e-3b5f7d2a1c00',
];

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe.each([
  { rule: 'link', written: optionalUrlOrPath(), stored: storedLinkUrl, good: LINKS_OK, bad: HOSTILE, what: 'app paths and http(s) URLs' },
  {
    rule: 'image',
    written: optionalImageRef(),
    stored: storedImageRef,
    good: IMAGES_OK,
    bad: HOSTILE_IMAGE_URLS,
    what: 'paths, http(s) and blob: URLs and any image data URL',
  },
])('the $rule rule', ({ rule, written, stored, good, bad: refused, what }) => {
  it.each(refused)('refuses %j when written and when stored', (bad) => {
    expect(accepts(written, bad)).toBe(false);
    expect(accepts(stored, bad)).toBe(false);
  });

  it(`accepts ${what}, written or stored; a stored ${rule} may be empty`, () => {
    for (const ok of good) {
      expect(accepts(written, ok), ok).toBe(true);
      expect(accepts(stored, ok), ok).toBe(true);
    }
    expect(accepts(stored, '')).toBe(true);
  });
});

it('images are not links: a stored link refuses image data URLs, blob: URLs and relative paths', () => {
  for (const image of [PNG_DATA_URL, SVG_DATA_URL, 'blob:http://localhost:4173/1', 'images/events/x.jpg']) {
    expect(accepts(storedLinkUrl, image), image).toBe(false);
  }
});

describe('stored records use the write rules', () => {
  const banner = {
    id: 1,
    image_url: '/images/banners/banner-1.jpg',
    sub_heading: '',
    title: 'Hope',
    description: 'A banner',
    button_text: 'Give',
    link_url: '/donate',
    text_alignment: 'center',
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const service = {
    id: 1,
    title: 'Food',
    description: 'Parcels',
    image_url: '/images/services/service-1.jpg',
    icon_class: 'fa-heart',
    display_order: 0,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const gallery = {
    id: 1,
    image_url: '/images/gallery/gallery-01.jpg',
    title: 'Photo',
    description: '',
    category: 'general',
    is_featured: false,
    display_order: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const post = {
    id: 1736935299000,
    title: 'Post',
    slug: 'post',
    category: 'Education',
    date: '2026-04-01',
    image: '/images/events/event-1.jpg',
    detailsImage: '',
    galleryImages: ['/images/gallery/gallery-01.jpg'],
    description: 'Short',
    content: 'Long',
    tags: [],
    highlights: [],
    createdAt: '2026-04-01T10:00:00.000Z',
  };

  it('accepts the seed-like records', () => {
    expect(accepts(bannerSchema, banner)).toBe(true);
    expect(accepts(serviceSchema, service)).toBe(true);
    expect(accepts(galleryImageSchema, gallery)).toBe(true);
    expect(accepts(eventPostSchema, post)).toBe(true);
  });

  it.each(HOSTILE)('refuses %j in any stored link', (bad) => {
    expect(accepts(bannerSchema, { ...banner, link_url: bad })).toBe(false);
  });

  it.each(HOSTILE_IMAGE_URLS)('refuses %j in any stored image', (bad) => {
    expect(accepts(bannerSchema, { ...banner, image_url: bad })).toBe(false);
    expect(accepts(serviceSchema, { ...service, image_url: bad })).toBe(false);
    expect(accepts(galleryImageSchema, { ...gallery, image_url: bad })).toBe(false);
    expect(accepts(eventPostSchema, { ...post, image: bad })).toBe(false);
    expect(accepts(eventPostSchema, { ...post, detailsImage: bad })).toBe(false);
    expect(accepts(eventPostSchema, { ...post, galleryImages: ['/images/a.jpg', bad] })).toBe(false);
    expect(accepts(logoSettingsSchema, { headerLogo: bad })).toBe(false);
  });

  it('the banner write schema and record schema agree on the link', () => {
    const body = { title: 'Hope', description: 'A banner', button_text: 'Give', image_url: '/images/x.jpg' };
    for (const link of [...LINKS_OK, ...HOSTILE]) {
      // The write schema trims; a record holds what was written.
      const written = bannerInputSchema.safeParse({ ...body, button_link: link });
      const stored = bannerSchema.safeParse({ ...banner, link_url: link.trim() });
      expect(stored.success, JSON.stringify(link)).toBe(written.success);
    }
  });
});
