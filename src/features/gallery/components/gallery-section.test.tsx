import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl } from '@/config/env';
import {
  answerDialog,
  expectFormErrorBanner,
  fillIn,
  findMessageDialog,
  pngFile,
  renderSection,
  startAdminSession,
} from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { GallerySection } from './gallery-section';

const cardOf = (title: string) => screen.getByRole('article', { name: title });

async function renderGallery() {
  await startAdminSession();
  const utils = renderSection(<GallerySection />);
  await screen.findByRole('article', { name: 'Opening day at the learning centre' });
  return utils;
}

describe('GallerySection', () => {
  it('shows the images as a grid of cards', async () => {
    await renderGallery();
    expect(screen.getByRole('heading', { level: 2, name: /Gallery/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength((await getDb().gallery.all()).length);
    const card = cardOf('Clean water well');
    expect(within(card).getByRole('img', { name: 'Clean water well' })).toHaveAttribute('src', '/images/gallery/gallery-05.jpg');
    expect(within(card).getByText('projects')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    await getDb().gallery.replaceAll([]);
    await startAdminSession();
    renderSection(<GallerySection />);
    expect(await screen.findByText('No images in gallery. Click "Add New Image" to upload.')).toBeInTheDocument();
  });

  it('checks the form: image and title required, display order at least 0', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Add New Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    await fillIn(user, within(dialog).getByLabelText('Display Order'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Image'));
    expect(within(dialog).getByText('Image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Display order must be 0 or more')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category')).toHaveValue('general');
    const options = within(within(dialog).getByLabelText('Category')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['general', 'events', 'projects', 'team', 'donations']);
  });

  it('uploads a new image', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Add New Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Tree planting day');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Volunteers planted 200 trees.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'events');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Featured' }));
    await fillIn(user, within(dialog).getByLabelText('Display Order'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    await answerDialog(user, 'Image uploaded successfully!', 'OK');
    expect(await screen.findByRole('article', { name: 'Tree planting day' })).toBeInTheDocument();
    const stored = await getDb().gallery.find((g) => g.title === 'Tree planting day');
    expect(stored).toMatchObject({ category: 'events', is_featured: true, display_order: 0, description: 'Volunteers planted 200 trees.' });
    expect(stored?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    // Uploaded gallery paths are loaded through /api (spec section 7).
    expect(within(cardOf('Tree planting day')).getByRole('img')).toHaveAttribute('src', `/api${stored?.image_url}`);
  });

  it('edits an image without a new file', async () => {
    const { user } = await renderGallery();
    await user.click(within(cardOf('Our field team')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Our field team');
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Our wonderful field team');
    await user.click(within(dialog).getByRole('button', { name: 'Update Image' }));
    await answerDialog(user, 'Image updated successfully!', 'OK');
    expect(await screen.findByRole('article', { name: 'Our wonderful field team' })).toBeInTheDocument();
    expect((await getDb().gallery.get(4))?.image_url).toBe('/images/gallery/gallery-04.jpg');
  });

  it("shows 'Error: ' with the server message, or 'Failed to save image', and keeps the form", async () => {
    server.use(
      http.put(apiUrl('/api/gallery/:id'), () => HttpResponse.json({ success: false, message: 'Disk full' }, { status: 500 }), {
        once: true,
      }),
      http.put(apiUrl('/api/gallery/:id'), () => HttpResponse.json({ success: false }, { status: 500 }), { once: true }),
    );
    const { user } = await renderGallery();
    await user.click(within(cardOf('Our field team')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image' });
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Update Image' }));
    await answerDialog(user, 'Error: Disk full', 'OK');
    await user.click(within(dialog).getByRole('button', { name: 'Update Image' }));
    await answerDialog(user, 'Error: Failed to save image', 'OK');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Renamed');
  });

  it("shows 'Error saving image: ...' when the request itself fails", async () => {
    server.use(http.post(apiUrl('/api/gallery'), () => HttpResponse.error()));
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Add New Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Offline');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    await answerDialog(user, 'Error saving image: Failed to save image', 'OK');
    expect(screen.getByRole('dialog', { name: 'Add New Image' })).toBeInTheDocument();
  });

  it('asks before closing the form with a picked file, as the banner form does; an untouched form closes at once', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Add New Image' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Image' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add New Image' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerDialog(user, 'You have unsaved changes. Are you sure you want to close?', 'Close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Image' })).toBeNull());
  });

  it('deletes after the confirmation, and reports a failure', async () => {
    const { user } = await renderGallery();
    await user.click(within(cardOf('Trustees meeting')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this image?', 'Delete');
    await answerDialog(user, 'Image deleted successfully!', 'OK');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Trustees meeting' })).toBeNull());
    expect(await getDb().gallery.get(14)).toBeUndefined();

    server.use(http.delete(apiUrl('/api/gallery/:id'), () => HttpResponse.json({ success: false }, { status: 500 })));
    await user.click(within(cardOf('Community iftar')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this image?', 'Delete');
    expect(await findMessageDialog('Error deleting image')).toBeInTheDocument();
  });
});
