// Save on an empty Add form of a resource-kit section, the same for banners and services: one
// dialog, the spec's fix-the-errors alert inside it, the focus on the first invalid field, every
// required message, and a save button that is not left pending.
import { expect, test } from '../fixtures';
import { openAddForm } from './admin-b-helpers';

const FORMS = [
  {
    tab: 'banner',
    heading: /Banner/,
    form: 'Add Banner',
    save: 'Save Banner',
    firstInvalid: { label: 'Image', exact: true },
    messages: ['Background image is required', 'Heading is required', 'Description is required'],
  },
  {
    tab: 'services',
    heading: /Services/,
    form: 'Add Service',
    save: 'Save Service',
    firstInvalid: { label: 'Title', exact: false },
    messages: ['Image is required', 'Title is required', 'Description is required'],
  },
];

for (const { tab, heading, form, save, firstInvalid, messages } of FORMS) {
  test(`${form}: Save on an empty form: one dialog, the fix-the-errors alert inside it, focus on the first invalid field`, async ({ app, page }) => {
    const dialog = await openAddForm(app, tab, heading, form);
    await dialog.getByRole('button', { name: save }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fix the errors before submitting');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog.getByLabel(firstInvalid.label, { exact: firstInvalid.exact })).toBeFocused();
    for (const message of messages) await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: save })).not.toHaveAttribute('aria-busy');
    await expect(dialog.getByRole('button', { name: save })).toBeEnabled();
  });
}
