// A banner whose stored link or image breaks the URL rules (put in storage behind the API's back)
// renders no such href or src: its button falls back to the default ones, its image is left out.
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, within } from '@/testing/test-utils';
import type { Banner } from '@/types/api/banners';
import { HOSTILE_URL_SAMPLE } from '@/testing/hostile-urls';

const ROUTE_LOAD = { timeout: 10_000 };

const HOSTILE = HOSTILE_URL_SAMPLE;

const storedBanner = (link: string): Banner => ({
  id: 1,
  image_url: link,
  sub_heading: 'Tampered',
  title: 'A Stored Banner',
  description: 'Written straight into storage.',
  button_text: 'Click Me',
  link_url: link,
  text_alignment: 'center',
  is_active: true,
  created_at: '2026-06-01T00:00:00.000Z',
});

/** Every href and src in the document that runs script, is a document, or leaves for another host. */
function unsafeUrls(): string[] {
  return [...document.querySelectorAll('[href], [src]')]
    .flatMap((el) => [el.getAttribute('href'), el.getAttribute('src')])
    .filter((url): url is string => url !== null)
    .filter((url) => /javascript:|vbscript:|data:text|evil\.example/i.test(url));
}

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('a stored banner with a hostile link or image', () => {
  it.each(HOSTILE)('home hero: %j gives no href or src, and the default buttons', async (link) => {
    await getDb().banners.replaceAll([storedBanner(link)]);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Stored Banner' }, ROUTE_LOAD)).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Featured campaigns' });
    expect(within(hero).queryByRole('link', { name: 'Click Me' })).not.toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(hero.querySelector('img')).toBeNull();
    expect(unsafeUrls()).toEqual([]);
  });

  it.each(HOSTILE)('banner preview: %j gives no href or src', async (link) => {
    await getDb().banners.replaceAll([storedBanner(link)]);
    renderApp('/banner-preview/1');
    const hero = await screen.findByRole('region', { name: 'Banner preview' }, ROUTE_LOAD);
    expect(await within(hero).findByRole('heading', { level: 1, name: 'A Stored Banner' })).toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'Click Me' })).not.toBeInTheDocument();
    expect(unsafeUrls()).toEqual([]);
  });

  it('a valid stored link and image still show', async () => {
    await getDb().banners.replaceAll([{ ...storedBanner('/volunteer'), image_url: '/images/banners/banner-2.jpg' }]);
    renderApp('/banner-preview/1');
    const hero = await screen.findByRole('region', { name: 'Banner preview' }, ROUTE_LOAD);
    expect(await within(hero).findByRole('link', { name: 'Click Me' })).toHaveAttribute('href', '/volunteer');
    expect(hero.querySelector('img')).toHaveAttribute('src', '/images/banners/banner-2.jpg');
  });
});
