import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { answerDialog, fillIn, findMessageDialog, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { ContactsSection } from './contacts-section';

const fail500 = () => HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 });

function cardOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: '.ui-stat-card__label' }).parentElement?.querySelector('.ui-stat-card__value')?.textContent;
}

async function renderContacts(variant: 'contacts' | 'contact-forms' = 'contacts') {
  await startAdminSession();
  const utils = renderSection(<ContactsSection variant={variant} />);
  await screen.findByRole('article', { name: 'Hina Javed' });
  return utils;
}

describe('ContactsSection', () => {
  it('shows the stat cards and a card per message with name, date, status, email, subject and 100 characters', async () => {
    await renderContacts();
    const all = await getDb().contacts.all();
    const fresh = all.filter((c) => c.status === 'new').length;
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(statValue('Total')).toBe(String(all.length));
    expect(statValue('New')).toBe(String(fresh));
    expect(statValue('Read')).toBe(String(all.length - fresh));
    expect(screen.getAllByRole('article')).toHaveLength(all.length);

    const card = cardOf('David Clarke');
    expect(within(card).getByText('new', { exact: true })).toHaveClass('badge');
    expect(within(card).getByText('david.clarke@example.com')).toBeInTheDocument();
    expect(within(card).getByText(/Fundraising event/)).toBeInTheDocument();
    expect(within(card).getByText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeInTheDocument();
    const long = all.find((c) => c.name === 'David Clarke')!.message;
    expect(long.length).toBeGreaterThan(100);
    expect(within(card).getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
    // Mark as Read only on new messages.
    expect(within(card).getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    const read = cardOf('Sarah Johnson');
    expect(within(read).getByText('read', { exact: true })).toHaveClass('badge');
    expect(within(read).queryByRole('button', { name: 'Mark as Read' })).toBeNull();
  });

  it('titles the contact-forms variant Contact Forms', async () => {
    await renderContacts('contact-forms');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Forms' })).toBeInTheDocument();
  });

  it('filters by status and searches name, email and subject', async () => {
    const { user } = await renderContacts();
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.queryByRole('article', { name: 'Sarah Johnson' })).toBeNull();
    expect(cardOf('Hina Javed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(cardOf('Sarah Johnson')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Hina Javed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));

    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await fillIn(user, search, 'gift aid');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cardOf('Tariq Mahmood')).toBeInTheDocument();
    await fillIn(user, search, 'NOVAK@');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cardOf('Peter Novak')).toBeInTheDocument();
    await fillIn(user, search, 'khadija');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await fillIn(user, search, 'zzz-no-match');
    expect(await screen.findByText('No messages match your filters.')).toBeInTheDocument();
  });

  it('marks a new message as read: the badge changes and the status is stored', async () => {
    const { user } = await renderContacts();
    await user.click(within(cardOf('Hina Javed')).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(within(cardOf('Hina Javed')).getByText('read', { exact: true })).toBeInTheDocument());
    expect(within(cardOf('Hina Javed')).queryByRole('button', { name: 'Mark as Read' })).toBeNull();
    expect((await getDb().contacts.find((c) => c.name === 'Hina Javed'))?.status).toBe('read');
  });

  it('reports a failed Mark as Read', async () => {
    server.use(http.patch(apiUrl('/api/contact-forms/:id/status'), () => HttpResponse.json({ success: false }, { status: 500 })));
    const { user } = await renderContacts();
    await user.click(within(cardOf('Hina Javed')).getByRole('button', { name: 'Mark as Read' }));
    await answerDialog(user, 'Failed to update contact form status', 'OK');
    expect(within(cardOf('Hina Javed')).getByText('new', { exact: true })).toBeInTheDocument();
  });

  it('opens the details modal with the whole message', async () => {
    const { user } = await renderContacts();
    await user.click(within(cardOf('David Clarke')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    const message = (await getDb().contacts.find((c) => c.name === 'David Clarke'))!.message;
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark as Read' })).toBeNull());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Message Details' })).toBeNull();
  });

  it('deletes after the confirmation', async () => {
    const { user } = await renderContacts();
    await user.click(within(cardOf('Peter Novak')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this message?', 'Delete');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Peter Novak' })).toBeNull());
    expect(await getDb().contacts.find((c) => c.name === 'Peter Novak')).toBeUndefined();
  });

  it('shows the spec text when deleting fails', async () => {
    server.use(http.delete(apiUrl('/api/contact-forms/:id'), fail500));
    const { user } = await renderContacts();
    await user.click(within(cardOf('Peter Novak')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this message?', 'Delete');
    expect(await findMessageDialog('Failed to delete contact. Please try again.')).toBeInTheDocument();
    expect(cardOf('Peter Novak')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server.use(http.get(apiUrl('/api/contact-forms/admin'), fail500));
    await startAdminSession();
    renderSection(<ContactsSection variant="contacts" />);
    expect(await screen.findByText('Boom')).toBeInTheDocument();
  });
});
