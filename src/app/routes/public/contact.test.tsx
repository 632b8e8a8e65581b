import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail } from '@mocks/core/responses';
import { siteContact } from '@/config/site-contact';
import { storageKeys } from '@/lib/storage';
import { capturePosts, doubleClickSubmit, slowPosts, typeFields } from '@/testing/public-form-utils';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, within } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const form = () => screen.getByRole('region', { name: 'How Can We Help?' });

async function open() {
  const view = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
  return view;
}

async function fill(user: User) {
  const message = { Name: 'Sam Taylor', Email: 'sam@example.com', Phone: '07700 900456', Subject: 'Volunteering', Message: 'How can I help at the food bank?' };
  await typeFields(user, message, within(form()));
}

// Loads the lazy route module once, outside the tests' time limit (cold transforms are slow).
beforeAll(() => import('./contact'), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('/contact', () => {
  it('shows the address, phone, e-mail, a question card and the map', async () => {
    await open();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Our Address' })).toBeInTheDocument();
    expect(within(main).getByText(siteContact.address)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: siteContact.phone })).toHaveAttribute('href', siteContact.phoneHref);
    expect(within(main).getByRole('link', { name: siteContact.email })).toHaveAttribute('href', siteContact.emailHref);
    expect(within(main).getByRole('heading', { name: 'Have a Question?' })).toBeInTheDocument();
    expect(within(main).getByTitle('Map of our London office')).toBeInTheDocument();
    expect(siteContact.address).toMatch(/United Kingdom$/);
  });

  it('sends the message, shows Message Sent! and clears the form', async () => {
    const { user } = await open();
    const bodies = capturePosts('/api/contact-forms');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(within(dialog).getByText('Thank you for contacting us! We will get back to you soon.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900456', subject: 'Volunteering', message: 'How can I help at the food bank?' },
    ]);
    const stored = (await getDb().contacts.all()).find((c) => c.email === 'sam@example.com');
    expect(stored).toMatchObject({ status: 'new', subject: 'Volunteering' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Message Sent!' })).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
    expect(within(form()).getByLabelText('Message')).toHaveValue('');
  });

  it('sends without the optional phone and subject', async () => {
    const { user } = await open();
    const f = within(form());
    await typeFields(user, { Name: 'Sam', Email: 'sam@example.com', Message: 'Hello' }, f);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('dialog', { name: 'Message Sent!' })).toBeInTheDocument();
  });

  it('asks for the required fields, with a message by each, and sends nothing', async () => {
    const { user } = await open();
    let posted = false;
    server.use(
      http.post(api('/api/contact-forms'), () => {
        posted = true;
        return undefined;
      }),
    );
    await user.type(within(form()).getByLabelText('Subject'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Please fill in all required fields correctly.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Subject')).toHaveValue('Hi');
    expect(posted).toBe(false);
  });

  it("maps the server's 'Validation failed' to the spec's alert and the field messages, keeping the input", async () => {
    const { user } = await open();
    server.use(http.post(api('/api/contact-forms'), () => fail(400, 'Validation failed', { email: 'Please enter a valid email address' })));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Please fill in all required fields correctly.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Message')).toHaveValue('How can I help at the food bank?');
  });

  it('says Error submitting form for any other failure, keeping the input', async () => {
    const { user } = await open();
    server.use(http.post(api('/api/contact-forms'), () => HttpResponse.error()));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Error submitting form. Please try again.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Sam Taylor');
    expect(screen.queryByRole('dialog', { name: 'Message Sent!' })).not.toBeInTheDocument();
  });

  it('disables Send Message while sending', async () => {
    const { user } = await open();
    slowPosts('/api/contact-forms', () => fail(500, 'Down'));
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Send Message' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(await screen.findByText('Error submitting form. Please try again.')).toBeInTheDocument();
  });
  it('sends one message for a double click', async () => {
    const { user } = await open();
    const bodies = capturePosts('/api/contact-forms');
    await fill(user);
    await doubleClickSubmit('Send Message', 'Message Sent!');
    expect(bodies).toHaveLength(1);
  });
});
