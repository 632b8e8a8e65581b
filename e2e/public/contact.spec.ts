import { expect, test } from '../fixtures';
import { adminList } from './public-b-helpers';
import { continueFrom, fillByLabel } from '../form-steps';

type ContactMessage = { name: string; email: string; subject?: string; message: string; status: string };

test.describe('contact', () => {

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
});
