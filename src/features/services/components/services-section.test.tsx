import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import {
  answerDialog,
  expectDescriptionPreview,
  fail500,
  fillForm,
  openForm,
  pngFile,
  renderReady,
  submitForm,
  submitInvalid,
} from '@/testing/admin-section-utils';
import { resourceSectionCases } from '@/testing/resource-section-suite';
import { SPEC_SERVICE_TITLES } from '@/testing/spec-services';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { ServicesSection } from './services-section';

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
}

const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

const ready = () => screen.findByRole('rowheader', { name: "Children's Education" });
const renderServices = () => renderReady(<ServicesSection />, ready);

describe('ServicesSection', () => {
  it('lists services by display order, 5 per page, with 80-character description previews', async () => {
    const { user } = await renderServices();
    expect(screen.getByRole('heading', { level: 2, name: /Services/ })).toBeInTheDocument();
    // The seed's six services are the spec's, in display order: the first five, then the last one.
    expect(titles()).toEqual(SPEC_SERVICE_TITLES.slice(0, 5));
    expectDescriptionPreview(rowOf("Children's Education"), (await getDb().services.get(1))!.description, 80);
    await user.click(within(screen.getByRole('navigation', { name: 'Services pages' })).getByRole('button', { name: '2' }));
    expect(titles()).toEqual(SPEC_SERVICE_TITLES.slice(5));

    // Sorted by display order ascending already: one click reverses it.
    await user.click(screen.getByRole('button', { name: /Order/ }));
    expect(titles()[0]).toBe('Zakat Campaigning');
  });

  it('shows the validation messages', async () => {
    const { user } = await renderServices();
    const dialog = await openForm(user, 'Add Service');
    await fillForm(user, dialog, { 'Display Order': '-1' });
    await submitInvalid(user, dialog, 'Save Service', 'Title', [
      'Title is required',
      'Description is required',
      'Image is required',
      'Display order must be 0 or more',
    ]);

    // Only jpeg, png and webp images are accepted.
    // The file picker would filter by its accept list; a drop or a picker without one would not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Image'), new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Only JPEG, PNG and WebP images are allowed')).toBeInTheDocument();

    await fillForm(user, dialog, { 'Image URL': 'not a url' });
    await submitInvalid(user, dialog, 'Save Service', 'Title', ['Please enter a valid URL']);
  });

  it('adds a service with an image URL', async () => {
    const { user } = await renderServices();
    const dialog = await openForm(user, 'Add Service');
    await fillForm(user, dialog, {
      Title: 'Clean Water',
      Description: 'Wells and filters for villages.',
      'Icon Class': 'fa-droplet',
      'Display Order': '0',
      'Image URL': '/images/services/service-3.jpg',
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await submitForm(user, dialog, 'Save Service');
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
    const dialog = await openForm(user, 'Add Service');
    await fillForm(user, dialog, { Title: 'Orphan Care', Description: 'Sponsorship for orphans.', Image: pngFile() });
    await submitForm(user, dialog, 'Save Service');
    await answerDialog(user, 'Service added successfully!', 'OK');
    const stored = await getDb().services.find((s) => s.title === 'Orphan Care');
    expect(stored?.image_url).toMatch(/^\/uploads\/\d+\.png$/);
    expect(stored?.icon_class).toBe('fa-hands-helping');
  });

  it('keeps the form and its input when the save fails', async () => {
    server.use(http.put(apiUrl('/api/services/:id'), fail500));
    const { user } = await renderServices();
    const dialog = await openForm(user, 'Edit Service', within(rowOf('Medical Aid')).getByRole('button', { name: 'Edit' }));
    await fillForm(user, dialog, { Title: 'Medical Aid and Clinics' });
    await submitForm(user, dialog, 'Update Service');
    await answerDialog(user, 'Failed to save service. Please try again.', 'OK');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Medical Aid and Clinics');
    expect((await getDb().services.get(5))?.title).toBe('Medical Aid');
  });

  it('edits a service', async () => {
    const { user } = await renderServices();
    const dialog = await openForm(user, 'Edit Service', within(rowOf('Medical Aid')).getByRole('button', { name: 'Edit' }));
    await fillForm(user, dialog, { 'Display Order': '9' });
    await submitForm(user, dialog, 'Update Service');
    await answerDialog(user, 'Service updated successfully!', 'OK');
    expect((await getDb().services.get(5))?.display_order).toBe(9);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Medical Aid' })).toBeNull());
  });

  it('previews a service as the public page shows it', async () => {
    const { user } = await renderServices();
    await user.click(within(rowOf('Medical Aid')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Medical Aid' })).toBeInTheDocument();
  });

  resourceSectionCases({
    collection: 'services',
    section: <ServicesSection />,
    ready,
    path: '/api/services',
    emptyText: 'No services found. Click "Add Service" to create one.',
    itemOf: rowOf,
    deleting: { title: 'Medical Aid', id: 5, confirm: 'Do you want to delete "Medical Aid"?', done: 'Service has been deleted successfully.' },
    deleteFailure: {
      title: 'Shelter & Housing',
      confirm: 'Do you want to delete "Shelter & Housing"?',
      answer: fail500,
      message: 'Failed to delete service. Please try again.',
    },
    unsavedClose: {
      form: 'Edit Service',
      trigger: () => within(rowOf('Medical Aid')).getByRole('button', { name: 'Edit' }),
      field: 'Image URL',
      value: '/images/services/service-1.jpg',
      buttons: ['Cancel', 'Close'],
    },
    emptyForm: {
      add: 'Add Service',
      save: 'Save Service',
      firstInvalid: 'Title',
      messages: ['Image is required', 'Title is required', 'Description is required'],
      count: 6,
    },
    toggling: {
      deactivate: { title: 'Medical Aid', id: 5, confirm: 'Do you want to deactivate "Medical Aid"?', done: 'Service deactivated successfully!' },
      activate: { title: 'Medical Aid', id: 5, confirm: 'Do you want to activate "Medical Aid"?', done: 'Service activated successfully!' },
      failure: 'Failed to toggle service status. Please try again.',
    },
  });
});
