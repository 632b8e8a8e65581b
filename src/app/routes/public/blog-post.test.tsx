import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedEvents } from '@/lib/local-events';
import { makeEvent, storeEvents } from '@/features/events/testing/event-fixtures';
import { storageKeys } from '@/lib/storage';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { now } from '@/lib/clock';

/** The first render also loads the lazy route module, which can take a while in jsdom. */
const findPage = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

// Loads the lazy route module once, outside the tests' time limit (cold transforms are slow).
beforeAll(() => import('./blog-post'), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

const post = makeEvent(1, {
  title: 'Spring Food Drive',
  category: 'Charity',
  author: 'Admin',
  date: '2026-04-02',
  image: '/images/events/event-3.jpg',
  detailsImage: '/images/events/event-4.jpg',
  description: 'Parcels for 200 families.',
  content: 'First paragraph\nwith a line break.\n\n  Second paragraph.  \n\n\n<script>alert(1)</script>',
  highlights: ['200 parcels', 'Local volunteers'],
  tags: ['food', 'community'],
  galleryImages: ['/images/gallery/gallery-01.jpg', '/images/gallery/gallery-02.jpg'],
});

describe('/blog/:id', () => {
  it('shows category, title, date, author, hero image and the content in paragraphs', async () => {
    storeEvents([post]);
    renderApp(`/blog/${post.id}`);
    expect(await findPage('Spring Food Drive')).toBeInTheDocument();
    // The breadcrumb names the post, not a generic 'Blog Details'.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Spring Food Drive']);
    expect(within(crumbs).getByText('Spring Food Drive')).toHaveAttribute('aria-current', 'page');
    const article = screen.getByRole('article', { name: 'Spring Food Drive' });
    const view = within(article);
    expect(view.getByRole('link', { name: 'Charity' })).toHaveAttribute('href', '/category/charity');
    expect(view.getByText('2 Apr 2026')).toBeInTheDocument();
    expect(view.getByText('By Admin')).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'Spring Food Drive' })).toHaveAttribute('src', '/images/events/event-4.jpg');

    const paragraphs = article.querySelectorAll('.blog-post__content p.prewrap');
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual([
      'First paragraph\nwith a line break.',
      'Second paragraph.',
      '<script>alert(1)</script>',
    ]);
    expect(article.querySelector('script')).toBeNull();
  });

  it('shows Key Highlights, Tags and the Event Gallery when there is more than 1 image', async () => {
    storeEvents([post]);
    renderApp(`/blog/${post.id}`);
    await findPage('Spring Food Drive');
    const highlights = screen.getByRole('heading', { name: 'Key Highlights' }).closest('section')!;
    expect(within(highlights).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['200 parcels', 'Local volunteers']);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['food', 'community']);
    const gallery = screen.getByRole('heading', { name: 'Event Gallery' }).closest('section')!;
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
  });

  it('hides the Event Gallery with a single image, and highlights and tags when empty', async () => {
    storeEvents([{ ...post, galleryImages: ['/images/gallery/gallery-01.jpg'], highlights: [], tags: [] }]);
    renderApp(`/blog/${post.id}`);
    await findPage('Spring Food Drive');
    expect(screen.queryByRole('heading', { name: 'Event Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Key Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Tags/ })).not.toBeInTheDocument();
  });

  it('offers share links with the page URL that open in a new tab', async () => {
    storeEvents([post]);
    renderApp(`/blog/${post.id}`);
    await findPage('Spring Food Drive');
    const url = encodeURIComponent(window.location.href);
    const expected: Record<string, string> = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      'X (Twitter)': `https://twitter.com/intent/tweet?url=${url}&text=Spring%20Food%20Drive`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(`Spring Food Drive ${window.location.href}`)}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows up to 3 related posts of the same category', async () => {
    storeEvents([
      post,
      makeEvent(2, { category: 'charity', title: 'Related A' }),
      makeEvent(3, { category: 'Healthcare', title: 'Other' }),
      makeEvent(4, { category: 'Charity', title: 'Related B' }),
      makeEvent(5, { category: 'Charity', title: 'Related C' }),
      makeEvent(6, { category: 'Charity', title: 'Related D' }),
    ]);
    renderApp(`/blog/${post.id}`);
    await findPage('Spring Food Drive');
    const related = screen.getByRole('region', { name: 'Related Posts' });
    expect(within(related).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Related A',
      'Related B',
      'Related C',
    ]);
  });

  it('shows no related section when the category has no other post', async () => {
    storeEvents([post, makeEvent(3, { category: 'Healthcare' })]);
    renderApp(`/blog/${post.id}`);
    await findPage('Spring Food Drive');
    expect(screen.queryByRole('region', { name: 'Related Posts' })).not.toBeInTheDocument();
  });

  it('redirects an unknown id to /events', async () => {
    const { router } = renderApp('/blog/999');
    expect(await findPage('Events')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    // replace: the unknown address is not left in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a seed post', async () => {
    renderApp(`/blog/${seedEvents(now())[0].id}`);
    expect(await findPage(seedEvents(now())[0].title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Event Gallery' })).toBeInTheDocument();
  });
});
