import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl } from '@/config/env';
import {
  answerDialog,
  expectFormErrorBanner,
  fail500,
  fillIn,
  findMessageDialog,
  pngFile,
  renderSection,
  startAdminSession,
} from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import type { Banner } from '@/types/api/banners';
import { BannersSection } from './banners-section';

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;
}

function headings(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.banners-cell__main')?.textContent ?? '');
}

async function renderBanners() {
  await startAdminSession();
  const utils = renderSection(<BannersSection />);
  await screen.findByRole('rowheader', { name: /Give Hope to Children in Need/ });
  return utils;
}

function extraBanner(i: number): Omit<Banner, 'id'> {
  return {
    image_url: '/images/banners/banner-1.jpg',
    sub_heading: '',
    title: `Extra banner ${i}`,
    description: `Extra description ${i}`,
    button_text: '',
    link_url: '',
    text_alignment: 'center',
    is_active: true,
    created_at: new Date(Date.UTC(2025, 0, i)).toISOString(),
  };
}

describe('BannersSection', () => {
  it('lists banners newest first, 5 per page, with 50-character description previews', async () => {
    for (let i = 1; i <= 3; i += 1) await getDb().banners.insert(extraBanner(i));
    const { user } = await renderBanners();
    expect(screen.getByRole('heading', { level: 2, name: /Banner/ })).toBeInTheDocument();
    // created_at descending: the seed banners are 10, 20, 30 and 60 days old; the extras are from 2025.
    expect(headings()).toEqual([
      'Lend Your Hands, Share Your Heart',
      'Standing With Flood-Affected Families',
      'Give Hope to Children in Need',
      'Warm Meals for Every Family',
      'Extra banner 3',
    ]);
    const seed = (await getDb().banners.get(1))!;
    expect(seed.description.length).toBeGreaterThan(50);
    expect(within(rowOf('Give Hope')).getByText(`${seed.description.slice(0, 50)}...`)).toBeInTheDocument();
    expect(within(rowOf('Warm Meals')).getByText('Inactive')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Banners pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(headings()).toEqual(['Extra banner 2', 'Extra banner 1']);

    // Clicking a column sorts by it; clicking again reverses.
    await user.click(screen.getByRole('button', { name: /Heading/ }));
    expect(headings()[0]).toBe('Extra banner 1');
    await user.click(screen.getByRole('button', { name: /Heading/ }));
    expect(headings()[0]).toBe('Warm Meals for Every Family');
  });

  it('shows the empty text', async () => {
    await getDb().banners.replaceAll([]);
    await startAdminSession();
    renderSection(<BannersSection />);
    expect(await screen.findByText('No banners found. Click "Add Banner" to create one.')).toBeInTheDocument();
  });

  it('shows every validation message of the form and the fix-the-errors banner, focusing the first invalid field', async () => {
    const { user } = await renderBanners();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Image'));
    expect(within(dialog).getByText('Background image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Heading is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Ramadan Appeal');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Food parcels for 300 families.');
    await fillIn(user, within(dialog).getByLabelText('Button Text'), 'Give now');
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Button Link'));
    expect(within(dialog).getByText('Button link is required when button text is provided')).toBeInTheDocument();

    await fillIn(user, within(dialog).getByLabelText('Button Link'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Button Link'));
    expect(within(dialog).getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(await getDb().banners.all()).toHaveLength(4);
  });

  it('shows every failing field at once with the banner, the button is not pending, and focus follows the first invalid field', async () => {
    const { user } = await renderBanners();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Image'));
    expect(within(dialog).getByText('Background image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Heading is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save Banner' });
    expect(save).not.toHaveAttribute('aria-busy');
    expect(save).toBeEnabled();
    expect(await getDb().banners.all()).toHaveLength(4);

    // Once the image is given, the first invalid field is Heading.
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await user.click(save);
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Heading'));
  });

  it('adds a banner with an uploaded image', async () => {
    const { user } = await renderBanners();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Ramadan Appeal');
    await fillIn(user, within(dialog).getByLabelText('Sub Heading'), 'Give this month');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Food parcels for 1,000 families.');
    await fillIn(user, within(dialog).getByLabelText('Button Text'), 'Donate');
    await fillIn(user, within(dialog).getByLabelText('Button Link'), '/donate');
    await user.selectOptions(within(dialog).getByLabelText('Text Alignment'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));

    await answerDialog(user, 'Banner added successfully!', 'OK');
    expect(screen.queryByRole('dialog', { name: 'Add Banner' })).toBeNull();
    expect(await screen.findByRole('rowheader', { name: /Ramadan Appeal/ })).toBeInTheDocument();
    const stored = await getDb().banners.find((b) => b.title === 'Ramadan Appeal');
    expect(stored).toMatchObject({
      sub_heading: 'Give this month',
      button_text: 'Donate',
      link_url: '/donate',
      text_alignment: 'right',
      is_active: true,
    });
    expect(stored?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
  });

  it('falls back to a data URL of the file when the upload request cannot be made (network error)', async () => {
    server.use(http.post(apiUrl('/api/admin/upload'), () => HttpResponse.error()));
    const { user } = await renderBanners();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Inline image banner');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Saved even though the upload failed.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await answerDialog(user, 'Banner added successfully!', 'OK');
    const stored = await getDb().banners.find((b) => b.title === 'Inline image banner');
    expect(stored?.image_url).toMatch(/^data:image\/png;base64,/);
  });

  it.each([
    [415, 'Only JPEG, PNG and WebP images are allowed'],
    [413, 'Image is too large (maximum 5 MB)'],
  ])('shows a %i answer to the upload at the image field, and stores no data URL', async (status, message) => {
    server.use(http.post(apiUrl('/api/admin/upload'), () => HttpResponse.json({ success: false, message }, { status })));
    const { user } = await renderBanners();
    const before = await getDb().banners.all();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Refused image banner');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'The server said no to the image.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await answerDialog(user, 'Failed to save banner. Please try again.', 'OK');
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Heading')).toHaveValue('Refused image banner');
    expect(await getDb().banners.all()).toEqual(before);
  });

  it('keeps the form open with the input and the server field errors when the save fails', async () => {
    server.use(
      http.post(apiUrl('/api/banner'), () =>
        HttpResponse.json({ success: false, message: 'Validation failed', errors: { title: 'That heading is taken' } }, { status: 400 }),
      ),
    );
    const { user } = await renderBanners();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Duplicate');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Some text');
    await user.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
    await findMessageDialog('Failed to save banner. Please try again.');
    // The server's message is on the form and the button is free while the alert is up.
    expect(within(dialog).getByText('That heading is taken')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Banner' })).not.toHaveAttribute('aria-busy');
    await answerDialog(user, 'Failed to save banner. Please try again.', 'OK');
    expect(screen.getByRole('dialog', { name: 'Add Banner' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Heading')).toHaveValue('Duplicate');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Some text');
    expect(within(dialog).getByText('That heading is taken')).toBeInTheDocument();
  });

  it('asks before closing the form with unsaved input', async () => {
    const { user } = await renderBanners();
    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    // Nothing typed: closes at once.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add Banner' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Banner' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await answerDialog(user, 'You have unsaved changes. Are you sure you want to close?', 'Keep editing');
    expect(within(dialog).getByLabelText('Heading')).toHaveValue('Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerDialog(user, 'You have unsaved changes. Are you sure you want to close?', 'Close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Banner' })).toBeNull());
  });

  it('edits a banner; the image is optional on edit', async () => {
    const { user } = await renderBanners();
    await user.click(within(rowOf('Give Hope')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Banner' });
    expect(within(dialog).getByLabelText('Heading')).toHaveValue('Give Hope to Children in Need');
    await fillIn(user, within(dialog).getByLabelText('Heading'), 'Give Hope Today');
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));
    await answerDialog(user, 'Banner updated successfully!', 'OK');
    expect(await screen.findByRole('rowheader', { name: /Give Hope Today/ })).toBeInTheDocument();
    expect((await getDb().banners.get(1))?.image_url).toBe('/images/banners/banner-1.jpg');
  });

  it('deletes after the confirmation', async () => {
    const { user } = await renderBanners();
    await user.click(within(rowOf('Warm Meals')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Do you want to delete "Warm Meals for Every Family"?', 'Delete');
    await answerDialog(user, 'Banner has been deleted successfully.', 'OK');
    expect(screen.queryByRole('rowheader', { name: /Warm Meals/ })).toBeNull();
    expect(await getDb().banners.get(4)).toBeUndefined();
  });

  it('shows the spec text when deleting fails', async () => {
    server.use(http.delete(apiUrl('/api/banner/:id'), fail500));
    const { user } = await renderBanners();
    await user.click(within(rowOf('Warm Meals')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Do you want to delete "Warm Meals for Every Family"?', 'Delete');
    expect(await findMessageDialog('Failed to delete banner. Please try again.')).toBeInTheDocument();
  });

  it('toggles the status after a confirmation and reports the outcome', async () => {
    const { user } = await renderBanners();
    await user.click(within(rowOf('Give Hope')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Do you want to deactivate "Give Hope to Children in Need"?', 'Deactivate');
    await answerDialog(user, 'Banner deactivated successfully!', 'OK');
    await waitFor(() => expect(within(rowOf('Give Hope')).getByText('Inactive')).toBeInTheDocument());

    await user.click(within(rowOf('Warm Meals')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Do you want to activate "Warm Meals for Every Family"?', 'Activate');
    await answerDialog(user, 'Banner activated successfully!', 'OK');
    expect((await getDb().banners.get(4))?.is_active).toBe(true);
  });

  it('shows the spec text when toggling fails', async () => {
    server.use(http.patch(apiUrl('/api/banner/:id/toggle'), fail500));
    const { user } = await renderBanners();
    await user.click(within(rowOf('Give Hope')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, /deactivate/, 'Deactivate');
    expect(await findMessageDialog('Failed to toggle banner status. Please try again.')).toBeInTheDocument();
    expect((await getDb().banners.get(1))?.is_active).toBe(true);
  });

  it('opens the preview in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderBanners();
    await user.click(within(rowOf('Give Hope')).getByRole('button', { name: 'View' }));
    expect(open).toHaveBeenCalledWith('/banner-preview/1', '_blank', 'noopener');
  });
});
