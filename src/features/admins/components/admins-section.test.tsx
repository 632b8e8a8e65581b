import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import {
  answerDialog,
  expectFormErrorBanner,
  fillForm,
  findMessageDialog,
  renderSection,
  startAdminSession,
  submitForm,
  type User,
} from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { AdminsSection } from './admins-section';

const fail500 = () => HttpResponse.json({ success: false, message: 'Internal error' }, { status: 500 });

function rowOf(username: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(`^(Administrator\\s*)?${username}$`) }).closest('tr') as HTMLElement;
}

async function renderAdmins() {
  await startAdminSession();
  const utils = renderSection(<AdminsSection canManage onSessionRenewed={() => {}} />);
  await screen.findByRole('rowheader', { name: /moderator/ });
  return utils;
}

async function openCreate(user: Awaited<ReturnType<typeof renderAdmins>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create Admin' }));
  return screen.findByRole('dialog', { name: 'Create New Admin' });
}

/** Creates an admin from `fields` and expects the form's alert `message`, the form keeping the input of `kept`. */
async function expectCreateRefused(user: User, fields: Record<string, string>, message: string, kept: string) {
  const dialog = await openCreate(user);
  await fillForm(user, dialog, fields);
  await submitForm(user, dialog, 'Create Admin');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(within(dialog).getByLabelText(kept)).toHaveValue(fields[kept]);
}

describe('AdminsSection', () => {
  afterEach(() => server.events.removeAllListeners());

  it('lists the accounts with a crown for the admin role', async () => {
    await renderAdmins();
    const admin = rowOf('admin');
    expect(within(admin).getByRole('img', { name: 'Administrator' })).toBeInTheDocument();
    expect(within(admin).getByText('admin@hopefoundation.org.uk')).toBeInTheDocument();
    expect(within(admin).getByText('Active')).toBeInTheDocument();
    const moderator = rowOf('moderator');
    expect(within(moderator).queryByRole('img', { name: 'Administrator' })).toBeNull();
    expect(within(moderator).getByText('moderator', { selector: '.admins-role' })).toBeInTheDocument();
  });

  it('shows the load failure text', async () => {
    server.use(http.get(apiUrl('/api/admin'), fail500));
    await startAdminSession();
    renderSection(<AdminsSection canManage onSessionRenewed={() => {}} />);
    expect(await screen.findByText('Failed to load admins. Please try again.')).toBeInTheDocument();
  });

  it('validates the create-admin form', async () => {
    const { user } = await renderAdmins();
    const dialog = await openCreate(user);
    expect(within(dialog).getByLabelText('Role')).toHaveValue('moderator');
    await submitForm(user, dialog, 'Create Admin');
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Username'));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    await fillForm(user, dialog, { Username: 'newbie', Email: 'newbie@example.com', Password: '12345' });
    await submitForm(user, dialog, 'Create Admin');
    expect(await within(dialog).findByText('Password must be at least 6 characters long!')).toBeInTheDocument();
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Password'));

    // Cancel discards the draft and the banner with it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reopened = await openCreate(user);
    expect(within(reopened).queryByRole('alert')).toBeNull();
    expect(await getDb().admins.all()).toHaveLength(2);
  });

  it('creates an admin with the default role moderator', async () => {
    const { user } = await renderAdmins();
    const dialog = await openCreate(user);
    await fillForm(user, dialog, { Username: 'sara', Email: 'sara@example.com', Password: 'secret99' });
    await submitForm(user, dialog, 'Create Admin');
    await answerDialog(user, 'Admin created successfully!', 'OK');
    expect(await screen.findByRole('rowheader', { name: 'sara' })).toBeInTheDocument();
    const stored = (await getDb().admins.all()).find((a) => a.username === 'sara');
    expect(stored).toMatchObject({ email: 'sara@example.com', role: 'moderator', is_active: true });
  });

  it("shows the server's 409 message and keeps the input", async () => {
    const { user } = await renderAdmins();
    await expectCreateRefused(user, { Username: 'moderator', Email: 'other@example.com', Password: 'secret99' }, 'Username already exists', 'Email');
  });

  it("shows 'Failed to create admin. Please try again.' when the server fails", async () => {
    server.use(http.post(apiUrl('/api/admin'), fail500));
    const { user } = await renderAdmins();
    await expectCreateRefused(
      user,
      { Username: 'sara', Email: 'sara@example.com', Password: 'secret99' },
      'Failed to create admin. Please try again.',
      'Username',
    );
  });

  it('checks the new password: match and length, then updates it', async () => {
    const { user } = await renderAdmins();
    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await fillForm(user, dialog, { 'New Password': 'abcdefg', 'Confirm Password': 'abcdefX' });
    await submitForm(user, dialog, 'Update Password');
    expect(await within(dialog).findByText('Passwords do not match!')).toBeInTheDocument();
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Confirm Password'));

    await fillForm(user, dialog, { 'New Password': 'abc', 'Confirm Password': 'abc' });
    await submitForm(user, dialog, 'Update Password');
    expect(await within(dialog).findByText('Password must be at least 6 characters long!')).toBeInTheDocument();

    const before = (await getDb().admins.get(2))?.password_hash;
    await fillForm(user, dialog, { 'New Password': 'new-secret', 'Confirm Password': 'new-secret' });
    await submitForm(user, dialog, 'Update Password');
    await answerDialog(user, 'Password updated successfully!', 'OK');
    expect((await getDb().admins.get(2))?.password_hash).not.toBe(before);
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull();
  });

  it('toggles the active flag by sending the inverse', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH' && request.url.endsWith('/status')) bodies.push(await request.clone().json());
    });
    const { user } = await renderAdmins();
    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Admin deactivated successfully!', 'OK');
    await waitFor(() => expect(within(rowOf('moderator')).getByText('Inactive')).toBeInTheDocument());
    expect((await getDb().admins.get(2))?.is_active).toBe(false);

    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Admin activated successfully!', 'OK');
    expect((await getDb().admins.get(2))?.is_active).toBe(true);
    expect(bodies).toEqual([{ is_active: false }, { is_active: true }]);
  });

  it('reports a failed status update (and the server refusing the last active admin)', async () => {
    const { user } = await renderAdmins();
    // Deactivating the moderator first leaves admin as the last active account: the server says why.
    await getDb().admins.update(2, { is_active: false });
    await user.click(within(rowOf('admin')).getByRole('button', { name: 'Toggle status' }));
    expect(await findMessageDialog(/last active admin/)).toBeInTheDocument();
    await answerDialog(user, /last active admin/, 'OK');

    server.use(http.patch(apiUrl('/api/admin/:id/status'), fail500));
    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Toggle status' }));
    await answerDialog(user, 'Failed to update status. Please try again.', 'OK');
  });

  it('deletes after the confirmation naming the admin', async () => {
    const { user } = await renderAdmins();
    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete admin "moderator"?', 'Cancel');
    expect(await getDb().admins.all()).toHaveLength(2);

    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete admin "moderator"?', 'Delete');
    await answerDialog(user, 'Admin deleted successfully!', 'OK');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'moderator' })).toBeNull());
    expect(await getDb().admins.all()).toHaveLength(1);
  });

  it("reports 'Failed to delete admin. Please try again.' and the server's refusal to delete yourself", async () => {
    const { user } = await renderAdmins();
    await user.click(within(rowOf('admin')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete admin "admin"?', 'Delete');
    await answerDialog(user, 'You cannot delete your own account', 'OK');

    server.use(http.delete(apiUrl('/api/admin/:id'), fail500));
    await user.click(within(rowOf('moderator')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete admin "moderator"?', 'Delete');
    await answerDialog(user, 'Failed to delete admin. Please try again.', 'OK');
    expect(await getDb().admins.all()).toHaveLength(2);
  });
});
