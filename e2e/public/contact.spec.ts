import { expect, test } from '../fixtures';
import { adminList } from './public-b-helpers';
import { continueFrom, fillByLabel } from '../form-steps';

type ContactMessage = { name: string; email: string; subject?: string; message: string; status: string };

test.describe('contact', () => {

  test('the page shows the UK address, phone, e-mail, a question card and the map', async ({ app, page }) => {
    await app.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Our Address' })).toBeVisible();
    await expect(main.locator('address')).toContainText('United Kingdom');
    await expect(main.getByRole('link', { name: /^\+44/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /@/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Have a Question?' })).toBeVisible();
    // Offline the static picture stands in for the embed.
    await expect(main.getByRole('img', { name: /Map showing our office/ })).toBeVisible();
  });

  test('a message end to end', async ({ app, page }) => {
    await app.goto('/contact', { reset: true });
    const form = page.getByRole('region', { name: 'How Can We Help?' });
    await fillByLabel(form, { Name: 'Grace Okafor', Email: 'grace.e2e@example.com', Phone: '07700 900333', Subject: 'Corporate partnership' });
    await fillByLabel(form, { Message: 'Our company would like to sponsor the school drive.' });
    await form.getByRole('button', { name: 'Send Message' }).click();

    await continueFrom(page, 'Message Sent!', 'Thank you for contacting us! We will get back to you soon.');
    await expect(form.getByLabel('Name')).toHaveValue('');

    const messages = await adminList<ContactMessage>(page, '/api/contact-forms/admin');
    expect(messages.find((m) => m.email === 'grace.e2e@example.com')).toMatchObject({
      name: 'Grace Okafor',
      subject: 'Corporate partnership',
      status: 'new',
    });
  });

  test('missing required fields give the spec alert and keep the input', async ({ app, page }) => {
    await app.goto('/contact');
    const form = page.getByRole('region', { name: 'How Can We Help?' });
    await form.getByLabel('Subject').fill('Question');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Please fill in all required fields correctly.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('Question');
  });
});
