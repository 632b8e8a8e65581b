import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import {
  answerDialog,
  expectDescriptionPreview,
  fail500,
  fillForm,
  findMessageDialog,
  openForm,
  pngFile,
  renderReady,
  submitForm,
  submitInvalid,
} from '@/testing/admin-section-utils';
import { resourceSectionCases } from '@/testing/resource-section-suite';
import { getDb } from '@/testing/test-db';
import { screen, within } from '@/testing/test-utils';
import type { Banner } from '@/types/api/banners';
import { BannersSection } from './banners-section';

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;
}

function headings(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.banners-cell__main')?.textContent ?? '');
}

const renderBanners = () => renderReady(<BannersSection />, () => screen.findByRole('rowheader', { name: /Give Hope to Children in Need/ }));

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
    expectDescriptionPreview(rowOf('Give Hope'), (await getDb().banners.get(1))!.description, 50);
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

  it('shows every validation message of the form and the fix-the-errors banner, focusing the first invalid field', async () => {
    const { user } = await renderBanners();
    const dialog = await openForm(user, 'Add Banner');
    await submitInvalid(user, dialog, 'Save Banner', 'Image', ['Background image is required', 'Heading is required', 'Description is required']);

    await fillForm(user, dialog, {
      Image: pngFile(),
      Heading: 'Ramadan Appeal',
      Description: 'Food parcels for 300 families.',
      'Button Text': 'Give now',
    });
    await submitInvalid(user, dialog, 'Save Banner', 'Button Link', ['Button link is required when button text is provided']);

    await fillForm(user, dialog, { 'Button Link': 'not a url' });
    await submitInvalid(user, dialog, 'Save Banner', 'Button Link', ['Please enter a valid URL']);
    expect(await getDb().banners.all()).toHaveLength(4);
  });

  it('moves the focus to Heading, the first invalid field, once the image is given', async () => {
    const { user } = await renderBanners();
    const dialog = await openForm(user, 'Add Banner');
    await submitInvalid(user, dialog, 'Save Banner', 'Image');
    await fillForm(user, dialog, { Image: pngFile() });
    await submitInvalid(user, dialog, 'Save Banner', 'Heading');
  });

  it('adds a banner with an uploaded image', async () => {
    const { user } = await renderBanners();
    const dialog = await openForm(user, 'Add Banner');
    await fillForm(user, dialog, {
      Image: pngFile(),
      Heading: 'Ramadan Appeal',
      'Sub Heading': 'Give this month',
      Description: 'Food parcels for 1,000 families.',
      'Button Text': 'Donate',
      'Button Link': '/donate',
      'Text Alignment': 'right',
    });
    await submitForm(user, dialog, 'Save Banner');

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

  it.each([
    ['cannot be made (network error)', () => HttpResponse.error()],
    ['fails on the server (500)', () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 })],
  ])('falls back to a data URL of the file when the upload request %s', async (_case, answer) => {
    server.use(http.post(apiUrl('/api/admin/upload'), answer));
    const { user } = await renderBanners();
    const dialog = await openForm(user, 'Add Banner');
    await fillForm(user, dialog, { Image: pngFile(), Heading: 'Inline image banner', Description: 'Saved even though the upload failed.' });
    await submitForm(user, dialog, 'Save Banner');
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
    const dialog = await openForm(user, 'Add Banner');
    await fillForm(user, dialog, { Image: pngFile(), Heading: 'Refused image banner', Description: 'The server said no to the image.' });
    await submitForm(user, dialog, 'Save Banner');
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
    const dialog = await openForm(user, 'Add Banner');
    await fillForm(user, dialog, { Image: pngFile(), Heading: 'Duplicate', Description: 'Some text' });
    await submitForm(user, dialog, 'Save Banner');
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

  it('opens the preview in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderBanners();
    await user.click(within(rowOf('Give Hope')).getByRole('button', { name: 'View' }));
    expect(open).toHaveBeenCalledWith('/banner-preview/1', '_blank', 'noopener');
  });

  resourceSectionCases({
    collection: 'banners',
    section: <BannersSection />,
    ready: () => screen.findByRole('rowheader', { name: /Give Hope to Children in Need/ }),
    path: '/api/banner',
    emptyText: 'No banners found. Click "Add Banner" to create one.',
    itemOf: rowOf,
    deleting: {
      title: 'Warm Meals',
      id: 4,
      confirm: 'Do you want to delete "Warm Meals for Every Family"?',
      done: 'Banner has been deleted successfully.',
      gone: () => expect(screen.queryByRole('rowheader', { name: /Warm Meals/ })).toBeNull(),
    },
    deleteFailure: {
      title: 'Warm Meals',
      confirm: 'Do you want to delete "Warm Meals for Every Family"?',
      answer: fail500,
      message: 'Failed to delete banner. Please try again.',
    },
    editing: {
      title: 'Give Hope',
      id: 1,
      form: 'Edit Banner',
      field: 'Heading',
      current: 'Give Hope to Children in Need',
      renamed: 'Give Hope Today',
      update: 'Update Banner',
      done: 'Banner updated successfully!',
      shown: () => screen.findByRole('rowheader', { name: /Give Hope Today/ }),
      image: '/images/banners/banner-1.jpg',
    },
    unsavedClose: { form: 'Add Banner', field: 'Heading', value: 'Half written', buttons: ['Close', 'Cancel'] },
    untouchedClose: 'Add Banner',
    emptyForm: {
      add: 'Add Banner',
      save: 'Save Banner',
      firstInvalid: 'Image',
      messages: ['Background image is required', 'Heading is required', 'Description is required'],
      count: 4,
    },
    toggling: {
      deactivate: {
        title: 'Give Hope',
        id: 1,
        confirm: 'Do you want to deactivate "Give Hope to Children in Need"?',
        done: 'Banner deactivated successfully!',
      },
      activate: {
        title: 'Warm Meals',
        id: 4,
        confirm: 'Do you want to activate "Warm Meals for Every Family"?',
        done: 'Banner activated successfully!',
      },
      failure: 'Failed to toggle banner status. Please try again.',
    },
  });
});
