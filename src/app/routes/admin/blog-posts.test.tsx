import { describe, expect, it } from 'vitest';
import { readJson, storageKeys } from '@/lib/storage';
import { fillIn } from '@/testing/admin-section-utils';
import { renderApp, screen, signInAsAdmin, waitFor, within } from '@/testing/test-utils';
import type { Category } from '@/types/api/events';

const storedCategories = () => readJson<Category[]>(storageKeys.categories, []);

/** The route chunk is imported on first use, which takes a while on a busy machine. */
const ROUTE_LOAD = { timeout: 10_000 };

describe('/admin/blog-posts', () => {
  it('sends a visitor without a stored token to /development', async () => {
    const { router } = renderApp('/admin/blog-posts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/development'), ROUTE_LOAD);
  });

  it('shows the posts, New Post and the category form; the edit action does nothing', async () => {
    await signInAsAdmin();
    const { user } = renderApp('/admin/blog-posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Blog Posts' }, ROUTE_LOAD)).toBeInTheDocument();
    // One heading for the page (the section's), and Blog Posts is the highlighted sidebar item.
    expect(screen.queryByRole('heading', { name: 'Blog Posts' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Blog Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: /Back to School/ })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New Post' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Post' })).toBeInTheDocument();
  });

  it('adds categories (a blank name does nothing) and deletes them', async () => {
    await signInAsAdmin();
    const { user } = renderApp('/admin/blog-posts');
    const input = await screen.findByLabelText('Category Name', {}, ROUTE_LOAD);
    const before = storedCategories();

    await fillIn(user, input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(storedCategories()).toEqual(before);
    expect(screen.queryByRole('alert')).toBeNull();

    await fillIn(user, input, '  Disaster Relief ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(await within(list).findByText('Disaster Relief')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const added = storedCategories().find((c) => c.name === 'Disaster Relief');
    expect(added).toMatchObject({ slug: 'disaster-relief', count: 0 });
    expect(added?.id).toMatch(/^\d+$/);

    await user.click(within(list).getByRole('button', { name: 'Delete Disaster Relief' }));
    await waitFor(() => expect(within(list).queryByText('Disaster Relief')).toBeNull());
    expect(storedCategories()).toEqual(before);
  });
});
