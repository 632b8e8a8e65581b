// The hero's first paint: only the first slide's image is in the HTML the build renders, so the
// hidden slides' images never share the first screen's bandwidth; they join once the hero mounts.
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HydrationGate } from '@/lib/use-hydrated';
import { HeroBanner } from './hero-banner';
import type { HeroContent } from './hero-slide';

const banner = (n: number): HeroContent => ({
  title: `Banner ${n}`,
  sub_heading: '',
  description: '',
  image_url: `/images/banners/banner-${n}.jpg`,
  button_text: '',
  link_url: '',
  text_alignment: 'center',
});

const hero = (
  <MemoryRouter>
    <HeroBanner banners={[banner(1), banner(2), banner(3)]} />
  </MemoryRouter>
);
// As the prerender and main.tsx render it: the build's HTML and its hydration under a gate.
const built = <HydrationGate>{hero}</HydrationGate>;

describe('HeroBanner images', () => {
  it("the rendered HTML holds the first slide's image only, fetched first", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(built);
    const images = host.querySelectorAll('img.hero-slide__image');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toContain('banner-1');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(host.querySelectorAll('.hero-slide')).toHaveLength(3);
  });

  it("hydrating that HTML adds the other slides' images after, without a mismatch", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(built);
    document.body.append(root);
    // React reports a mismatch here, then renders the root afresh.
    const mismatches: unknown[] = [];
    const app = await act(async () => hydrateRoot(root, built, { onRecoverableError: (error) => mismatches.push(error) }));
    expect(root.querySelectorAll('img.hero-slide__image')).toHaveLength(3);
    expect(mismatches).toEqual([]);
    act(() => app.unmount());
    root.remove();
  });

  it('rendered in the browser alone, every slide has its image, the hidden ones loaded lazily', () => {
    const { container } = render(hero);
    const images = [...container.querySelectorAll('img.hero-slide__image')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      expect.stringContaining('banner-1'),
      expect.stringContaining('banner-2'),
      expect.stringContaining('banner-3'),
    ]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
  });
});
