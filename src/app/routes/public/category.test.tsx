import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeEvent, makeEvents, storeEvents } from '@/features/events/testing/event-fixtures';
import { storageKeys } from '@/lib/storage';
import { renderApp, screen, within } from '@/testing/test-utils';

/** The first render also loads the lazy route module, which can take a while in jsdom. */
const findPage = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

// Loads the lazy route module once, outside the tests' time limit (cold transforms are slow).
beforeAll(() => import('./category'), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pagination = () => screen.queryByRole('navigation', { name: 'Events pages' });
const sidebar = () => screen.getByRole('complementary', { name: 'Blog sidebar' });

describe('/category/:categoryId', () => {
  it('lists only the events of the category, matched by name in any case or by slug', async () => {
    storeEvents([
      makeEvent(1, { category: 'Education' }),
      makeEvent(2, { category: 'Healthcare' }),
      makeEvent(3, { category: 'education' }),
      makeEvent(4, { category: 'Clean Water' }),
    ]);
    const first = renderApp('/category/education');
    expect(await findPage('Education')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Community Event 1', 'Community Event 3']);
    expect(pagination()).toBeNull();
    first.unmount();

    renderApp('/category/clean-water');
    expect(await findPage('Clean Water')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Community Event 4']);
  });

  it('pages 9 at a time', async () => {
    // Every 4th post is Education: 48 posts give 12 of them.
    storeEvents(makeEvents(48));
    const { user } = renderApp('/category/Education');
    await findPage('Education');
    expect(cardTitles()).toHaveLength(9);
    await user.click(within(pagination()!).getByRole('button', { name: 'Next' }));
    expect(cardTitles()).toEqual(['Community Event 37', 'Community Event 41', 'Community Event 45']);
  });

  it('searches within the category and selects another category from the sidebar', async () => {
    storeEvents(makeEvents(8), [
      { id: 'education', name: 'Education', slug: 'education', count: 2 },
      { id: 'healthcare', name: 'Healthcare', slug: 'healthcare', count: 2 },
    ]);
    const { user, router } = renderApp('/category/education');
    await findPage('Education');
    const side = within(sidebar());
    expect(side.getByRole('link', { name: 'Education (2)' })).toHaveAttribute('aria-current', 'page');

    await user.type(side.getByRole('searchbox', { name: 'Search' }), 'event 5');
    expect(cardTitles()).toEqual(['Community Event 5']);

    await user.click(side.getByRole('link', { name: 'Healthcare (2)' }));
    expect(await findPage('Healthcare')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/healthcare');
    // A new category starts with an empty search.
    expect(cardTitles()).toEqual(['Community Event 2', 'Community Event 6']);
  });

  it('shows a clear message for a category without events', async () => {
    renderApp('/category/nothing-here');
    expect(await screen.findByText('No events found.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all events' })).toHaveAttribute('href', '/events');
  });
});
