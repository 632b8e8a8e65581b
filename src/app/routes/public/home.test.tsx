import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail, ok } from '@mocks/core/responses';
import { storageKeys } from '@/lib/storage';
import { act, configure, fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import type { Banner } from '@/types/api/banners';
import type { EventPost } from '@/types/api/events';

// Route chunks load lazily; on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  image_url: '/images/banners/banner-1.jpg',
  sub_heading: 'Together We Can Change Lives',
  title: 'Give Hope to Children in Need',
  description: 'Education, shelter and healthcare for families.',
  button_text: '',
  link_url: '',
  text_alignment: 'left',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function stubMatchMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The hero once its banners are in (the loading placeholder is a different element). */
async function findHero() {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('region', { name: 'Featured campaigns' });
}

beforeEach(() => {
  // The donation popup (tested in popups.test.tsx) would open over long tests.
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home hero', () => {
  it('shows the newest active banner with its own button, and one dot per active banner', async () => {
    renderApp('/');
    const hero = await findHero();
    expect(within(hero).getByRole('heading', { level: 1, name: 'Lend Your Hands, Share Your Heart' })).toBeInTheDocument();
    expect(within(hero).getByText('Join hundreds of volunteers who give their time to teach, heal and build.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Join as Volunteer' })).toHaveAttribute('href', '/volunteer');
    expect(within(hero).queryByRole('link', { name: 'Donate Now' })).not.toBeInTheDocument();
    expect(within(hero).getAllByRole('button', { name: /^Show banner \d of 3$/ })).toHaveLength(3);
  });

  it('shows Donate Now and Become A Volunteer, and no dots, for a single banner without a button', async () => {
    server.use(http.get(api('/api/banner'), () => ok([banner()])));
    renderApp('/');
    const hero = await findHero();
    expect(within(hero).getByRole('heading', { level: 1, name: 'Give Hope to Children in Need' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(within(hero).getByRole('link', { name: 'Become A Volunteer' })).toHaveAttribute('href', '/volunteer');
    expect(within(hero).queryByRole('button', { name: /^Show banner/ })).not.toBeInTheDocument();
  });

  it('needs both button text and link for the banner button', async () => {
    server.use(http.get(api('/api/banner'), () => ok([banner({ button_text: 'Give Today', link_url: '' })])));
    renderApp('/');
    const hero = await findHero();
    expect(within(hero).queryByRole('link', { name: 'Give Today' })).not.toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Donate Now' })).toBeInTheDocument();
  });

  it('falls back to the welcome hero with the two default buttons when the banners fail', async () => {
    server.use(http.get(api('/api/banner'), () => fail(500, 'Server error')));
    renderApp('/');
    const hero = await findHero();
    expect(within(hero).getByRole('heading', { level: 1, name: 'Welcome to Hope Foundation' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(within(hero).getByRole('link', { name: 'Become A Volunteer' })).toHaveAttribute('href', '/volunteer');
  });

  it('rotates every 5 s, pauses while hovered, and moves with the dots', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp('/');
    const hero = await findHero();
    const title = () => within(hero).getByRole('heading', { level: 1 }).textContent;
    expect(title()).toBe('Lend Your Hands, Share Your Heart');

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(title()).toBe('Lend Your Hands, Share Your Heart');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(title()).toBe('Standing With Flood-Affected Families');

    fireEvent.mouseEnter(hero);
    await act(() => vi.advanceTimersByTimeAsync(10000));
    expect(title()).toBe('Standing With Flood-Affected Families');
    fireEvent.mouseLeave(hero);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(title()).toBe('Give Hope to Children in Need');

    await user.click(within(hero).getByRole('button', { name: 'Show banner 1 of 3' }));
    expect(title()).toBe('Lend Your Hands, Share Your Heart');
    expect(within(hero).getByRole('button', { name: 'Show banner 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not rotate for visitors who prefer reduced motion', async () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const hero = await findHero();
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Lend Your Hands, Share Your Heart');
  });
});

/** Holds the backend's answer to GET `path` (then `body`) until the returned function is called. */
function holdAnswer(path: string, body: unknown): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api(path), async () => {
      await held;
      return ok(body);
    }),
  );
  return release;
}

describe('home sections', () => {
  it('renders the sections below the first screen only once the hero has its banners', async () => {
    const release = holdAnswer('/api/banner', [banner()]);
    // The sections' module compiled beforehand, so that only the page's choice can hold them back.
    await import('./home-below-fold');
    renderApp('/');
    await screen.findByRole('region', { name: 'Helping Families Build a Brighter Tomorrow' });
    // Time enough for the sections' chunk and their data, had they been asked for (React holds a
    // Suspense boundary's content back 300 ms after its fallback showed).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.queryByRole('heading', { name: 'Our Services' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Give Hope to Children in Need' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
  });

  it('renders the sections below the first screen once, with their data: never their loading states', async () => {
    const release = holdAnswer('/api/gallery', []);
    const loadingLabels = ['Loading services...', 'Loading events...', 'Loading gallery...'];
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const label of loadingLabels) if (document.body.textContent?.includes(label)) seen.add(label);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderApp('/');
      await screen.findByRole('region', { name: 'Helping Families Build a Brighter Tomorrow' });
      // The services and events have answered; the gallery holds every section back.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      expect(screen.queryByRole('heading', { name: 'Our Services' })).not.toBeInTheDocument();
      release();
      expect(await screen.findByRole('heading', { name: 'Moments of Hope' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Latest Events' })).toBeInTheDocument();
      expect([...seen]).toEqual([]);
    } finally {
      observer.disconnect();
    }
  });

  it('links the about teaser to the about page', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'Helping Families Build a Brighter Tomorrow' });
    expect(within(about).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });

  it('shows the donation call to action with its 85% bar and the amounts as the spec writes them', async () => {
    renderApp('/');
    const cta = await screen.findByRole('region', { name: 'Help Us Reach Our Goal' });
    const bar = within(cta).getByRole('progressbar', { name: 'Donation progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '85');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(cta).getByText('$5,00.00')).toBeInTheDocument();
    expect(within(cta).getByText('$10,00.00')).toBeInTheDocument();
    // The bar fills up to its value (no IntersectionObserver in jsdom: at once).
    await waitFor(() => expect(bar.firstElementChild).toHaveStyle({ width: '85%' }));
  });

  it('shows the why-choose section with 55% and 85% bars', async () => {
    renderApp('/');
    const why = await screen.findByRole('region', { name: 'Your Kindness, Delivered With Care' });
    const values = within(why)
      .getAllByRole('progressbar')
      .map((bar) => bar.getAttribute('aria-valuenow'));
    expect(values).toEqual(['55', '85']);
  });
});

describe('home services slider', () => {
  async function findSlider() {
    return screen.findByRole('region', { name: 'Featured services' });
  }

  it('shows one card at a time under 768 px, with arrows that wrap and clickable dots', async () => {
    const { user } = renderApp('/');
    const slider = await findSlider();
    await within(slider).findByRole('heading', { name: "Children's Education" });
    expect(within(slider).getAllByRole('group')).toHaveLength(1);
    expect(within(slider).getByRole('group', { name: '1 of 6' })).toBeInTheDocument();
    expect(within(slider).getAllByRole('button', { name: /^Show services slide/ })).toHaveLength(6);

    await user.click(within(slider).getByRole('button', { name: 'Next services' }));
    expect(within(slider).getByRole('group', { name: '2 of 6' })).toHaveTextContent('Shelter & Housing');
    await user.click(within(slider).getByRole('button', { name: 'Previous services' }));
    await user.click(within(slider).getByRole('button', { name: 'Previous services' }));
    expect(within(slider).getByRole('group', { name: '6 of 6' })).toHaveTextContent('Zakat Campaigning');
    await user.click(within(slider).getByRole('button', { name: 'Show services slide 3 of 6' }));
    expect(within(slider).getByRole('group', { name: '3 of 6' })).toHaveTextContent('Flood & Disaster Relief');
  });

  it('shows two cards from 768 px and three from 1024 px', async () => {
    stubMatchMedia(['(min-width: 768px)']);
    const first = renderApp('/');
    let slider = await findSlider();
    await within(slider).findByRole('heading', { name: "Children's Education" });
    expect(within(slider).getAllByRole('group')).toHaveLength(2);
    expect(within(slider).getAllByRole('button', { name: /^Show services slide/ })).toHaveLength(5);
    first.unmount();

    stubMatchMedia(['(min-width: 768px)', '(min-width: 1024px)']);
    renderApp('/');
    slider = await findSlider();
    await within(slider).findByRole('heading', { name: "Children's Education" });
    expect(within(slider).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
    ]);
    expect(within(slider).getAllByRole('button', { name: /^Show services slide/ })).toHaveLength(4);
  });

  it('autoplays every 5 s and pauses on hover and focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const slider = await findSlider();
    await within(slider).findByRole('heading', { name: "Children's Education" });
    const visible = () => within(slider).getByRole('group').getAttribute('aria-label');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(visible()).toBe('2 of 6');

    fireEvent.mouseEnter(slider);
    await act(() => vi.advanceTimersByTimeAsync(12000));
    expect(visible()).toBe('2 of 6');
    fireEvent.mouseLeave(slider);

    act(() => within(slider).getByRole('button', { name: 'Next services' }).focus());
    expect(visible()).toBe('2 of 6');
    await act(() => vi.advanceTimersByTimeAsync(12000));
    expect(visible()).toBe('2 of 6');
    act(() => within(slider).getByRole('button', { name: 'Next services' }).blur());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(visible()).toBe('3 of 6');
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const slider = await findSlider();
    await within(slider).findByRole('heading', { name: "Children's Education" });
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(within(slider).getByRole('group')).toHaveAttribute('aria-label', '1 of 6');
  });

  it('falls back to the built-in services when the services fail', async () => {
    server.use(http.get(api('/api/services'), () => fail(500, 'Server error')));
    renderApp('/');
    const slider = await findSlider();
    expect(await within(slider).findByRole('heading', { name: "Children's Education" })).toBeInTheDocument();
    expect(within(slider).getAllByRole('button', { name: /^Show services slide/ })).toHaveLength(6);
  });
});

describe('home events', () => {
  const event = (id: number, title: string): EventPost => ({
    id,
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    category: 'Charity',
    date: '2026-04-01',
    image: '/images/events/event-3.jpg',
    detailsImage: '',
    galleryImages: [],
    description: 'A very long description that goes on well beyond the sixty characters of a card preview.',
    content: 'Content',
    tags: [],
    highlights: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    isLatest: false,
    author: 'Admin',
    status: 'published',
  });

  it('asks for 6 events and links each card to its blog post', async () => {
    let asked: string | null = null;
    server.use(
      http.get(api('/api/events'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('limit');
        return ok([event(11, 'Charity Fun Run'), event(12, 'Winter Coat Drive')]);
      }),
    );
    renderApp('/');
    const events = await screen.findByRole('region', { name: 'Latest Events' });
    expect(await within(events).findByRole('link', { name: 'Charity Fun Run' })).toHaveAttribute('href', '/blog/11');
    expect(within(events).getByRole('link', { name: 'Winter Coat Drive' })).toHaveAttribute('href', '/blog/12');
    expect(within(events).getAllByText('A very long description that goes on well beyond the sixty c...')).toHaveLength(2);
    expect(asked).toBe('6');
  });

  it('falls back to the events kept in localStorage when the load fails', async () => {
    server.use(http.get(api('/api/events'), () => fail(500, 'Server error')));
    renderApp('/');
    const events = await screen.findByRole('region', { name: 'Latest Events' });
    expect(await within(events).findByRole('link', { name: 'Back to School Drive 2026' })).toHaveAttribute(
      'href',
      '/blog/1736935200000',
    );
    expect(within(events).getAllByRole('link')).toHaveLength(2 + 1); // two cards and "View all events"
  });

  it('falls back to the five default events when the stored events cannot be read either', async () => {
    server.use(http.get(api('/api/events'), () => fail(500, 'Server error')));
    localStorage.setItem(storageKeys.events, '{"not": "a list"}');
    renderApp('/');
    const events = await screen.findByRole('region', { name: 'Latest Events' });
    await within(events).findByRole('link', { name: 'Back to School Drive' });
    expect(within(events).getAllByRole('article')).toHaveLength(5);
  });
});

describe('home gallery', () => {
  it('opens the preview, wraps around both ways, follows the arrow keys and closes on Escape', async () => {
    const { user } = renderApp('/');
    const gallery = await screen.findByRole('region', { name: 'Moments of Hope' });
    const thumbs = await within(gallery).findAllByRole('button');
    expect(thumbs).toHaveLength(12);
    const names = thumbs.map((thumb) => thumb.getAttribute('aria-label') ?? within(thumb).getByRole('img').getAttribute('alt'));

    await user.click(thumbs[0]);
    let dialog = screen.getByRole('dialog', { name: names[0]! });
    expect(within(dialog).getByText('Image 1 of 12')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    dialog = screen.getByRole('dialog', { name: names[11]! });
    expect(within(dialog).getByRole('img', { name: names[11]! })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: names[0]! })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: names[1]! })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: names[11]! })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: names[0]! })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumbs[0]).toHaveFocus());
  });

  it('closes the preview with the Close button', async () => {
    const { user } = renderApp('/');
    const gallery = await screen.findByRole('region', { name: 'Moments of Hope' });
    const thumbs = await within(gallery).findAllByRole('button');
    await user.click(thumbs[3]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
