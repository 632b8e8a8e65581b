import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { answerDialog, fillForm, openForm, pngFile, renderReady, submitForm, submitInvalid } from '@/testing/admin-section-utils';
import { resourceSectionCases } from '@/testing/resource-section-suite';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { GallerySection } from './gallery-section';

const cardOf = (title: string) => screen.getByRole('article', { name: title });

const ready = () => screen.findByRole('article', { name: 'Walking to school together' });
const renderGallery = () => renderReady(<GallerySection />, ready);

describe('GallerySection', () => {
  it('shows the images as a grid of cards', async () => {
    await renderGallery();
    expect(screen.getByRole('heading', { level: 2, name: /Gallery/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength((await getDb().gallery.all()).length);
    const card = cardOf('Clean water well');
    expect(within(card).getByRole('img', { name: 'Clean water well' })).toHaveAttribute('src', '/images/gallery/gallery-10.jpg');
    expect(within(card).getByText('projects')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
  });

  it('checks the form: image and title required, display order at least 0', async () => {
    const { user } = await renderGallery();
    const dialog = await openForm(user, 'Add New Image');
    await fillForm(user, dialog, { 'Display Order': '-3' });
    await submitInvalid(user, dialog, 'Upload Image', 'Image', ['Image is required', 'Title is required', 'Display order must be 0 or more']);
    expect(within(dialog).getByLabelText('Category')).toHaveValue('general');
    const options = within(within(dialog).getByLabelText('Category')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['general', 'events', 'projects', 'team', 'donations']);
  });

  it('uploads a new image', async () => {
    const { user } = await renderGallery();
    const dialog = await openForm(user, 'Add New Image');
    await fillForm(user, dialog, { Image: pngFile(), Title: 'Tree planting day', Description: 'Volunteers planted 200 trees.', Category: 'events' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Featured' }));
    await fillForm(user, dialog, { 'Display Order': '0' });
    await submitForm(user, dialog, 'Upload Image');
    await answerDialog(user, 'Image uploaded successfully!', 'OK');
    expect(await screen.findByRole('article', { name: 'Tree planting day' })).toBeInTheDocument();
    const stored = await getDb().gallery.find((g) => g.title === 'Tree planting day');
    expect(stored).toMatchObject({ category: 'events', is_featured: true, display_order: 0, description: 'Volunteers planted 200 trees.' });
    expect(stored?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    // Uploaded gallery paths are loaded through /api (spec section 7).
    expect(within(cardOf('Tree planting day')).getByRole('img')).toHaveAttribute('src', `/api${stored?.image_url}`);
  });

  it("shows 'Error: ' with the server message, or 'Failed to save image', and keeps the form", async () => {
    server.use(
      http.put(apiUrl('/api/gallery/:id'), () => HttpResponse.json({ success: false, message: 'Disk full' }, { status: 500 }), {
        once: true,
      }),
      http.put(apiUrl('/api/gallery/:id'), () => HttpResponse.json({ success: false }, { status: 500 }), { once: true }),
    );
    const { user } = await renderGallery();
    const dialog = await openForm(user, 'Edit Image', within(cardOf('Our field team')).getByRole('button', { name: 'Edit' }));
    await fillForm(user, dialog, { Title: 'Renamed' });
    await submitForm(user, dialog, 'Update Image');
    await answerDialog(user, 'Error: Disk full', 'OK');
    await submitForm(user, dialog, 'Update Image');
    await answerDialog(user, 'Error: Failed to save image', 'OK');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Renamed');
  });

  it("shows 'Error saving image: ...' when the request itself fails", async () => {
    server.use(http.post(apiUrl('/api/gallery'), () => HttpResponse.error()));
    const { user } = await renderGallery();
    const dialog = await openForm(user, 'Add New Image');
    await fillForm(user, dialog, { Image: pngFile(), Title: 'Offline' });
    await submitForm(user, dialog, 'Upload Image');
    await answerDialog(user, 'Error saving image: Failed to save image', 'OK');
    expect(screen.getByRole('dialog', { name: 'Add New Image' })).toBeInTheDocument();
  });

  it('asks before closing the form with a picked file, as the banner form does', async () => {
    const { user } = await renderGallery();
    const dialog = await openForm(user, 'Add New Image');
    await fillForm(user, dialog, { Image: pngFile() });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerDialog(user, 'You have unsaved changes. Are you sure you want to close?', 'Close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Image' })).toBeNull());
  });

  resourceSectionCases({
    collection: 'gallery',
    section: <GallerySection />,
    ready,
    path: '/api/gallery',
    emptyText: 'No images in gallery. Click "Add New Image" to upload.',
    itemOf: cardOf,
    editing: {
      title: 'Our field team',
      id: 4,
      form: 'Edit Image',
      field: 'Title',
      current: 'Our field team',
      renamed: 'Our wonderful field team',
      update: 'Update Image',
      done: 'Image updated successfully!',
      shown: () => screen.findByRole('article', { name: 'Our wonderful field team' }),
      image: '/images/gallery/gallery-04.jpg',
    },
    untouchedClose: 'Add New Image',
    deleting: {
      title: 'Warm meals volunteers',
      id: 14,
      confirm: 'Are you sure you want to delete this image?',
      done: 'Image deleted successfully!',
      gone: () => waitFor(() => expect(screen.queryByRole('article', { name: 'Warm meals volunteers' })).toBeNull()),
    },
    deleteFailure: {
      title: 'Community iftar',
      confirm: 'Are you sure you want to delete this image?',
      answer: () => HttpResponse.json({ success: false }, { status: 500 }),
      message: 'Error deleting image',
    },
  });
});
