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
    expect(sources[0].getAttribute('srcset')).toBe('/images/banners/banner-2-480w.avif 480w, /images/banners/banner-2-960w.avif 960w, /images/banners/banner-2-1600w.avif 1600w');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/banners/banner-2.jpg');
    expect(widths(img?.getAttribute('srcset') ?? null)).toEqual(['480w', '960w', '1600w']);
    expect(img?.getAttribute('srcset')).toContain('banner-2-480w.jpg');
    expect(img?.getAttribute('sizes')).toBe('100vw');
  });

  it('shows an uploaded image from its original, without variants', () => {
    const { container } = render(<ResponsiveImage path="/uploads/7.png" sizes="100vw" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/7.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});
