import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
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
import { ServicesSection } from './services-section';

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
}

const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

async function renderServices() {
  await startAdminSession();
  const utils = renderSection(<ServicesSection />);
  await screen.findByRole('rowheader', { name: "Children's Education" });
  return utils;
}

describe('ServicesSection', () => {
  it('lists services by display order, 5 per page, with 80-character description previews', async () => {
    const { user } = await renderServices();
    expect(screen.getByRole('heading', { level: 2, name: /Services/ })).toBeInTheDocument();
    expect(titles()).toEqual([
      "Children's Education",
      'Shelter & Housing',
      'Flood & Disaster Relief',
      "Women's Empowerment",
      'Medical Aid',
    ]);
    const first = (await getDb().services.get(1))!;
    expect(first.description.length).toBeGreaterThan(80);
    expect(within(rowOf("Children's Education")).getByText(`${first.description.slice(0, 80)}...`)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Services pages' })).getByRole('button', { name: '2' }));
    expect(titles()).toEqual(['Zakat Campaigning']);

    // Sorted by display order ascending already: one click reverses it.
    await user.click(screen.getByRole('button', { name: /Order/ }));
    expect(titles()[0]).toBe('Zakat Campaigning');
  });

  it('shows the empty text', async () => {
    await getDb().services.replaceAll([]);
    await startAdminSession();
    renderSection(<ServicesSection />);
    expect(await screen.findByText('No services found. Click "Add Service" to create one.')).toBeInTheDocument();
  });

  it('shows the validation messages', async () => {
    const { user } = await renderServices();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await fillIn(user, within(dialog).getByLabelText('Display Order'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Display order must be 0 or more')).toBeInTheDocument();

    // Only jpeg, png and webp images are accepted.
    // The file picker would filter by its accept list; a drop or a picker without one would not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Image'), new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Only JPEG, PNG and WebP images are allowed')).toBeInTheDocument();

    await fillIn(user, within(dialog).getByLabelText('Image URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByText('Please enter a valid URL')).toBeInTheDocument();
  });

  it('shows every failing field at once with the fix-the-errors banner, and the button is not pending', async () => {
    const { user } = await renderServices();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByText('Image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save Service' });
    expect(save).not.toHaveAttribute('aria-busy');
    expect(save).toBeEnabled();
    expect(await getDb().services.all()).toHaveLength(6);
  });

  it('adds a service with an image URL', async () => {
    const { user } = await renderServices();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Clean Water');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Wells and filters for villages.');
    await fillIn(user, within(dialog).getByLabelText('Icon Class'), 'fa-droplet');
    await fillIn(user, within(dialog).getByLabelText('Display Order'), '0');
    await fillIn(user, within(dialog).getByLabelText('Image URL'), '/images/services/service-3.jpg');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await answerDialog(user, 'Service added successfully!', 'OK');
    expect(await screen.findByRole('rowheader', { name: 'Clean Water' })).toBeInTheDocument();
    expect(titles()[0]).toBe('Clean Water');
    expect(await getDb().services.find((s) => s.title === 'Clean Water')).toMatchObject({
      icon_class: 'fa-droplet',
      display_order: 0,
      is_active: false,
      image_url: '/images/services/service-3.jpg',
    });
  });

  it('adds a service with an uploaded image file', async () => {
    const { user } = await renderServices();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Orphan Care');
    await fillIn(user, within(dialog).getByLabelText('Description'), 'Sponsorship for orphans.');
    await user.upload(within(dialog).getByLabelText('Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await answerDialog(user, 'Service added successfully!', 'OK');
    const stored = await getDb().services.find((s) => s.title === 'Orphan Care');
    expect(stored?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    expect(stored?.icon_class).toBe('fa-hands-helping');
  });

  it('keeps the form and its input when the save fails', async () => {
    server.use(http.put(apiUrl('/api/services/:id'), fail500));
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    await fillIn(user, within(dialog).getByLabelText('Title'), 'Medical Aid and Clinics');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    await answerDialog(user, 'Failed to save service. Please try again.', 'OK');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Medical Aid and Clinics');
    expect((await getDb().services.get(5))?.title).toBe('Medical Aid');
  });

  it('edits a service', async () => {
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    await fillIn(user, within(dialog).getByLabelText('Display Order'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    await answerDialog(user, 'Service updated successfully!', 'OK');
    expect((await getDb().services.get(5))?.display_order).toBe(9);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Medical Aid' })).toBeNull());
  });

  it('deletes after the confirmation, and reports a failure', async () => {
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Do you want to delete "Medical Aid"?', 'Delete');
    await answerDialog(user, 'Service has been deleted successfully.', 'OK');
    expect(await getDb().services.get(5)).toBeUndefined();

    server.use(http.delete(apiUrl('/api/services/:id'), fail500));
    await user.click(within(rowOf('Shelter & Housing')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Do you want to delete "Shelter & Housing"?', 'Delete');
    expect(await findMessageDialog('Failed to delete service. Please try again.')).toBeInTheDocument();
  });

  it('toggles the status after a confirmation, and reports a failure', async () => {
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Do you want to deactivate "Medical Aid"?', 'Deactivate');
    await answerDialog(user, 'Service deactivated successfully!', 'OK');
    await waitFor(() => expect(within(rowOf('Medical Aid')).getByText('Inactive')).toBeInTheDocument());
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Do you want to activate "Medical Aid"?', 'Activate');
    await answerDialog(user, 'Service activated successfully!', 'OK');

    server.use(http.patch(apiUrl('/api/services/:id/toggle'), fail500));
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, /deactivate/, 'Deactivate');
    expect(await findMessageDialog('Failed to toggle service status. Please try again.')).toBeInTheDocument();
  });

  it('asks before closing the form with unsaved input, as the banner form does', async () => {
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    await fillIn(user, within(dialog).getByLabelText('Image URL'), '/images/services/service-1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerDialog(user, 'You have unsaved changes. Are you sure you want to close?', 'Keep editing');
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue('/images/services/service-1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await answerDialog(user, 'You have unsaved changes. Are you sure you want to close?', 'Close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Service' })).toBeNull());
  });

  it('previews a service as the public page shows it', async () => {
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Medical Aid' })).toBeInTheDocument();
  });
});
