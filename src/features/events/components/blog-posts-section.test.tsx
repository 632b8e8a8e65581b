import { describe, expect, it, vi } from 'vitest';
import { readJson, storageKeys } from '@/lib/storage';
import { formatDate } from '@/lib/format-date';
import { answerDialog, expectFormErrorBanner, fillIn, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import type { Category, EventPost } from '@/types/api/events';
import { BlogPostsSection } from './blog-posts-section';

const storedEvents = () => readJson<EventPost[]>(storageKeys.events, []);
const storedCategories = () => readJson<Category[]>(storageKeys.categories, []);

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: '.ui-stat-card__label' }).parentElement?.querySelector('.ui-stat-card__value')?.textContent;
}

function pngFile(name = 'post.png'): File {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

async function renderPosts(editable = true) {
  await startAdminSession();
  const utils = renderSection(<BlogPostsSection editable={editable} />);
  await screen.findByRole('rowheader', { name: /Back to School Drive 2026/ });
  return utils;
}

async function fillPostForm(user: Awaited<ReturnType<typeof renderPosts>>['user'], dialog: HTMLElement, title: string) {
  await fillIn(user, within(dialog).getByLabelText('Title'), title);
  await user.selectOptions(within(dialog).getByLabelText('Category'), 'Healthcare');
  await fillIn(user, within(dialog).getByLabelText('Date'), '2026-05-01');
  await fillIn(user, within(dialog).getByLabelText('Short Description'), 'Free eye tests for 300 people.');
  await fillIn(user, within(dialog).getByLabelText('Content'), 'First paragraph.\n\nSecond paragraph.');
}

describe('BlogPostsSection', () => {
  it('shows the stat cards with the placeholder figures and the table', async () => {
    await renderPosts();
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Posts' })).toBeInTheDocument();
    expect(statValue('Total Posts')).toBe('2');
    expect(statValue('Total Views')).toBe('2,345');
    expect(statValue('Comments')).toBe('156');
    expect(statValue('Views per Post')).toBe('245');
    const table = screen.getByRole('table');
    for (const header of ['Title', 'Category', 'Date', 'Status', 'Views', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const row = rowOf('Back to School');
    const description = storedEvents()[0].description;
    expect(description.length).toBeGreaterThan(60);
    expect(within(row).getByText(`${description.slice(0, 60)}...`)).toBeInTheDocument();
    expect(within(row).getByText('Education')).toBeInTheDocument();
    expect(within(row).getByText(formatDate(storedEvents()[0].date))).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('245')).toBeInTheDocument();
    const view = within(row).getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '/blog/1736935200000');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters by category and searches title and description', async () => {
    const { user } = await renderPosts();
    await user.click(screen.getByRole('button', { name: 'Healthcare' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(rowOf('Free Medical Camp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Charity' }));
    expect(screen.getByText('No posts match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Education' }));
    expect(rowOf('Back to School')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));

    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    await fillIn(user, search, 'EYE TESTS');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(rowOf('Free Medical Camp')).toBeInTheDocument();
    await fillIn(user, search, 'school drive');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(rowOf('Back to School')).toBeInTheDocument();
  });

  it('checks the post form', async () => {
    const { user } = await renderPosts();
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    // The category comes from the stored categories.
    const options = within(within(dialog).getByLabelText('Category')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select a category', ...storedCategories().map((c) => c.name)]);
    await fillIn(user, within(dialog).getByLabelText('Image URL'), 'no url');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Short description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(storedEvents()).toHaveLength(2);
  });

  it('creates a post in localStorage: slug, lists, latest flag, category count', async () => {
    const { user } = await renderPosts();
    const healthcareBefore = storedCategories().find((c) => c.name === 'Healthcare')!.count;
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await fillPostForm(user, dialog, 'Eye Camp: Spring 2026!');
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Tags'), 'health, eyes ,, camp');
    await fillIn(user, within(dialog).getByLabelText('Highlights'), 'Free tests, Free glasses');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Post' })).toBeNull());
    expect(await screen.findByRole('rowheader', { name: /Eye Camp: Spring 2026!/ })).toBeInTheDocument();
    expect(statValue('Total Posts')).toBe('3');
    const [post] = storedEvents();
    expect(post).toMatchObject({
      title: 'Eye Camp: Spring 2026!',
      slug: 'eye-camp-spring-2026',
      category: 'Healthcare',
      date: '2026-05-01',
      description: 'Free eye tests for 300 people.',
      tags: ['health', 'eyes', 'camp'],
      highlights: ['Free tests', 'Free glasses'],
      isLatest: true,
      author: 'Admin',
      status: 'published',
    });
    expect(post.image).toMatch(/^\/uploads\/\d+\.png$/);
    expect(storedCategories().find((c) => c.name === 'Healthcare')!.count).toBe(healthcareBefore + 1);
  });

  it('keeps at most 5 posts flagged latest', async () => {
    const base = storedEvents()[0];
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...base,
      id: base.id + i + 1,
      title: `Flagged ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      isLatest: true,
    }));
    localStorage.setItem(storageKeys.events, JSON.stringify(many));
    const { user } = await (async () => {
      await startAdminSession();
      const utils = renderSection(<BlogPostsSection />);
      await screen.findByRole('rowheader', { name: /Flagged 0/ });
      return utils;
    })();
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await fillPostForm(user, dialog, 'Newest post');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    await screen.findByRole('rowheader', { name: /Newest post/ });
    const flagged = storedEvents().filter((e) => e.isLatest);
    expect(flagged).toHaveLength(5);
    expect(flagged.map((e) => e.title)).toContain('Newest post');
    expect(flagged.map((e) => e.title)).not.toContain('Flagged 0');
  });

  it("shows 'Error creating event. Please try again.' and keeps the form when saving fails", async () => {
    const { user } = await renderPosts();
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await fillPostForm(user, dialog, 'Too big to store');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === storageKeys.events) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    await answerDialog(user, 'Error creating event. Please try again.', 'OK');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Too big to store');
    expect(storedEvents()).toHaveLength(2);
  });

  it('edits a post', async () => {
    const { user } = await renderPosts();
    await user.click(within(rowOf('Free Medical Camp')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('healthcare, medical camp');
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Free Medical Camp in Bow');
    await user.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByRole('rowheader', { name: /Free Medical Camp in Bow/ })).toBeInTheDocument();
    const post = storedEvents().find((e) => e.id === 1736848800000)!;
    expect(post).toMatchObject({ title: 'Free Medical Camp in Bow', slug: 'free-medical-camp-in-bow' });
    expect(post.updatedAt).toBeTruthy();
    expect(post.galleryImages).toEqual(['/images/gallery/gallery-13.jpg']);
  });

  it('does nothing on edit when editing is off (the /admin/blog-posts page)', async () => {
    const { user } = await renderPosts(false);
    const edit = within(rowOf('Free Medical Camp')).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    await user.click(edit);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a post after the confirmation', async () => {
    const { user } = await renderPosts();
    await user.click(within(rowOf('Free Medical Camp')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this post?', 'Delete');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Free Medical Camp/ })).toBeNull());
    expect(storedEvents().map((e) => e.title)).toEqual(['Back to School Drive 2026']);
    // No server data is involved.
    expect(await getDb().banners.all()).toHaveLength(4);
  });
});
