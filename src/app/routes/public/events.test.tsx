import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EVENTS } from '@/content/default-events';
import { makeEvent, makeEvents, storeEvents } from '@/features/events/testing/event-fixtures';
import { storageKeys } from '@/lib/storage';
import { renderApp, screen, within } from '@/testing/test-utils';

/** The first render also loads the lazy route module, which can take a while in jsdom. */
const findPage = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

// Loads the lazy route module once, outside the tests' time limit (cold transforms are slow).
beforeAll(() => import('./events'), 60_000);

beforeEach(() => {
  // The donation popup would open over the page after 2 s.
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pagination = () => screen.queryByRole('navigation', { name: 'Events pages' });
const sidebar = () => screen.getByRole('complementary', { name: 'Blog sidebar' });

describe('/events', () => {
  it('shows 9 cards per page with Previous, Next and numbered pages for 20 stored events', async () => {
    storeEvents(makeEvents(20));
    const { user } = renderApp('/events');

    expect(await findPage('Events')).toBeInTheDocument();
    expect(cardTitles()).toEqual(Array.from({ length: 9 }, (_, i) => `Community Event ${i + 1}`));
    expect(screen.getByText('Showing 1–9 of 20 posts')).toBeInTheDocument();

    const nav = pagination();
    expect(nav).not.toBeNull();
    const pages = within(nav!);
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(pages.queryByRole('button', { name: '4' })).not.toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(cardTitles()[0]).toBe('Community Event 10');
    expect(cardTitles()).toHaveLength(9);

    await user.click(pages.getByRole('button', { name: '3' }));
    expect(cardTitles()).toEqual(['Community Event 19', 'Community Event 20']);
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    expect(cardTitles()[0]).toBe('Community Event 10');
  });

  it('fetches the first card’s image first, the first screenful’s eagerly and the rest lazily', async () => {
    storeEvents(makeEvents(5));
    renderApp('/events');
    await findPage('Events');
    // The cards' images have alt '': the list's images, in order.
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows no pagination with a single page (the two seed events)', async () => {
    renderApp('/events');
    expect(await findPage('Events')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Back to School Drive 2026', 'Free Medical Camp in Tower Hamlets']);
    expect(pagination()).toBeNull();
  });

  it('shows 9 events without pagination and 10 with it', async () => {
    storeEvents(makeEvents(9));
    const first = renderApp('/events');
    await findPage('Events');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(pagination()).toBeNull();
    first.unmount();

    storeEvents(makeEvents(10));
    renderApp('/events');
    await findPage('Events');
    expect(pagination()).not.toBeNull();
  });

  it('cards show image, date, category, title link and a 60-character preview', async () => {
    storeEvents([makeEvent(1, { date: '2026-02-14', description: 'x'.repeat(61) })]);
    renderApp('/events');
    const card = await screen.findByRole('article', {}, { timeout: 5000 });
    const view = within(card);
    expect(view.getByRole('link', { name: 'Community Event 1' })).toHaveAttribute('href', '/blog/1760000000001');
    expect(view.getByText('Education')).toBeInTheDocument();
    expect(view.getByText('14 Feb 2026')).toBeInTheDocument();
    expect(view.getByText(`${'x'.repeat(60)}...`)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/events/event-2.jpg');
  });

  it('searches titles and descriptions, back to page 1, with a clear empty message', async () => {
    storeEvents([
      ...makeEvents(20),
      makeEvent(21, { title: 'Winter Coat Appeal', description: 'Warm coats.' }),
      makeEvent(22, { title: 'Food Bank', description: 'Parcels for winter families.' }),
    ]);
    const { user } = renderApp('/events');
    await findPage('Events');
    await user.click(within(pagination()!).getByRole('button', { name: '3' }));

    const search = within(sidebar()).getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'WINTER');
    expect(cardTitles()).toEqual(['Winter Coat Appeal', 'Food Bank']);
    expect(pagination()).toBeNull();

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(screen.getByText('No events found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.clear(search);
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it('lists the stored categories with their counts, linking to /category/{slug}', async () => {
    storeEvents(makeEvents(3), [
      { id: 'education', name: 'Education', slug: 'education', count: 7 },
      { id: '1750000000000', name: 'Clean Water', slug: 'clean-water', count: 0 },
    ]);
    renderApp('/events');
    await findPage('Events');
    const side = within(sidebar());
    expect(side.getByRole('link', { name: 'Education (7)' })).toHaveAttribute('href', '/category/education');
    expect(side.getByRole('link', { name: 'Clean Water (0)' })).toHaveAttribute('href', '/category/clean-water');
    expect(side.queryByRole('link', { name: /Healthcare/ })).not.toBeInTheDocument();
  });

  it('falls back to the static sidebar categories when none are stored', async () => {
    storeEvents(makeEvents(3), []);
    renderApp('/events');
    await findPage('Events');
    const side = within(sidebar());
    for (const name of ['Education (5)', 'Healthcare (3)', 'Charity (4)', 'Environment (2)']) {
      expect(side.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('Latest Posts lists up to 5 posts flagged isLatest', async () => {
    storeEvents(makeEvents(8, (n) => ({ isLatest: n !== 2 })));
    renderApp('/events');
    await findPage('Events');
    const latest = within(within(sidebar()).getByRole('heading', { name: 'Latest Posts' }).closest('section')!);
    expect(latest.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Community Event 1',
      'Community Event 3',
      'Community Event 4',
      'Community Event 5',
      'Community Event 6',
    ]);
  });

  it('renders stored text as text, never as HTML', async () => {
    storeEvents([makeEvent(1, { title: '<img src=x onerror=alert(1)>Hi', description: '<b>bold</b>' })]);
    renderApp('/events');
    const card = await screen.findByRole('article', {}, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: '<img src=x onerror=alert(1)>Hi' })).toBeInTheDocument();
    expect(within(card).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
  });

  it('shows the stored events when an event is stored with a missing optional field', async () => {
    const { isLatest: _l, galleryImages: _g, ...bare } = makeEvent(1);
    localStorage.setItem(storageKeys.events, JSON.stringify([bare]));
    renderApp('/events');
    expect(await screen.findByRole('link', { name: 'Community Event 1' }, { timeout: 5000 })).toBeInTheDocument();
  });
  it('shows stored posts whose images are an SVG data URL, a relative path or refused, the last with the placeholder', async () => {
    const svg = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/>";
    const raw = JSON.stringify([
      { ...makeEvent(1), image: svg },
      { ...makeEvent(2), image: 'images/events/event-1.jpg' },
      { ...makeEvent(3), image: 'javascript:alert(1)' },
    ]);
    localStorage.setItem(storageKeys.events, raw);
    renderApp('/events');
    await findPage('Events');
    const image = (title: string) =>
      screen
        .getAllByRole('article')
        .find((card) => within(card).queryByRole('link', { name: title }))
        ?.querySelector('img')
        ?.getAttribute('src');
    expect(cardTitles().sort()).toEqual(['Community Event 1', 'Community Event 2', 'Community Event 3']);
    expect(image('Community Event 1')).toBe(svg);
    expect(image('Community Event 2')).toBe('/images/events/event-1.jpg');
    expect(image('Community Event 3')).toBe('/images/placeholder.svg');
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('shows a clear empty state when no events are stored', async () => {
    storeEvents([], []);
    renderApp('/events');
    expect(await screen.findByText('No events found.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(pagination()).toBeNull();
    expect(within(sidebar()).getByText('No recent posts yet.')).toBeInTheDocument();
  });

  it('falls back to the five default events, with a warning, when the stored events are corrupt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.events, '{not json');
    renderApp('/events');
    await findPage('Events');
    expect(cardTitles()).toEqual(DEFAULT_EVENTS.map((event) => event.title));
    expect(warn).toHaveBeenCalled();
  });
});
