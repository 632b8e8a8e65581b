// A listed image becomes a <picture> with AVIF and WebP sources and JPEG widths on the <img>; an
// upload stays one <img> of its original.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const widths = (srcset: string | null) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[1]);

describe('ResponsiveImage', () => {
  it('offers a seed banner in three widths as AVIF, WebP and JPEG', () => {
    const { container } = render(<ResponsiveImage path="/images/banners/banner-2.jpg" sizes="100vw" alt="" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      '/images/banners/banner-2-480w.avif 480w, /images/banners/banner-2-960w.avif 960w, /images/banners/banner-2-1600w.avif 1600w',
    );
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/banners/banner-2.jpg');
    expect(widths(img?.getAttribute('srcset') ?? null)).toEqual(['480w', '960w', '1600w']);
    expect(img?.getAttribute('srcset')).toContain('banner-2-480w.jpg');
    expect(img?.getAttribute('sizes')).toBe('100vw');
  });

  it('puts a banner’s upright crop first, for the screens the caller names', () => {
    const media = '(max-aspect-ratio: 14/25)';
    const { container } = render(<ResponsiveImage path="/images/banners/banner-2.jpg" sizes="100vw" upright={media} alt="" />);
    const sources = [...container.querySelectorAll('picture > source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      [media, 'image/avif', '/images/banners/banner-2-upright.avif'],
      [media, 'image/webp', '/images/banners/banner-2-upright.webp'],
      [media, 'image/jpeg', '/images/banners/banner-2-upright.jpg'],
      [
        null,
        'image/avif',
        '/images/banners/banner-2-480w.avif 480w, /images/banners/banner-2-960w.avif 960w, /images/banners/banner-2-1600w.avif 1600w',
      ],
      [
        null,
        'image/webp',
        '/images/banners/banner-2-480w.webp 480w, /images/banners/banner-2-960w.webp 960w, /images/banners/banner-2-1600w.webp 1600w',
      ],
    ]);
    // An image without a crop (the page header) ignores it.
    const { container: header } = render(<ResponsiveImage path="/images/page-header.jpg" sizes="100vw" upright={media} alt="" />);
    expect(header.querySelectorAll('picture > source[media]')).toHaveLength(0);
  });

  it('shows an uploaded image from its original, without variants', () => {
    const { container } = render(<ResponsiveImage path="/uploads/7.png" sizes="100vw" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/7.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});
