// The Admin and Settings sections as the dashboard mounts them (the role and the token renewal
// come from the auth feature): a moderator sees what only administrators may do disabled, with the
// reason written beside it; an administrator who changes their own password stays signed in.
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { answerDialog, fillIn, renderSection } from '@/testing/admin-section-utils';
import { screen, signInAsAdmin, waitFor, within } from '@/testing/test-utils';
import { adminSections } from './admin-sections';

const REASON = 'Only administrators can do this.';
const LONG = { timeout: 4000 };

function renderTab(tab: 'admin' | 'settings') {
  const Section = adminSections[tab];
  return renderSection(
    <Suspense fallback={null}>
      <Section />
    </Suspense>,
  );
}

function rowOf(username: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(`^(Administrator\\s*)?${username}$`) }).closest('tr') as HTMLElement;
}

/** The control is disabled and its accessible description is the visible reason. */
function expectLocked(control: HTMLElement) {
  expect(control).toBeDisabled();
  expect(control).toHaveAccessibleDescription(REASON);
}

describe('a moderator', () => {
  it('sees the admin accounts, with every change disabled and the reason shown', async () => {
    await signInAsAdmin('moderator', 'moderator123');
    renderTab('admin');
    await screen.findByRole('rowheader', { name: /moderator/ }, LONG);
    expect(screen.getByText(REASON)).toBeVisible();
    expectLocked(screen.getByRole('button', { name: 'Create Admin' }));
    for (const username of ['admin', 'moderator']) {
      for (const name of ['Change Password', 'Toggle status', 'Delete']) expectLocked(within(rowOf(username)).getByRole('button', { name }));
    }
  });

  it('sees the settings with every save, the test e-mail and demo reset, scenario and import disabled; export stays', async () => {
    await signInAsAdmin('moderator', 'moderator123');
    const { user } = renderTab('settings');
    await screen.findByLabelText('Primary Color', undefined, LONG);

    const form = screen.getByRole('button', { name: 'Save Theme' }).closest('fieldset')!;
    expect(form).toBeDisabled();
    expect(within(form).getByText(REASON)).toBeVisible();
    expect(screen.getByLabelText('Primary Color')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Theme' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Logos' }));
    expect(await screen.findByRole('button', { name: 'Update Logos' })).toBeDisabled();
    expect(screen.getByLabelText('Header Logo')).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(await screen.findByRole('button', { name: 'Save Email Settings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
    expect(screen.getByLabelText('Admin Email')).toBeDisabled();
    // Reading stays open: the outbox refreshes.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());

    await user.click(screen.getByRole('tab', { name: 'Demo Data' }));
    for (const name of ['Reset Demo Data', 'Apply Scenario', 'Import Data']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(within(button.closest('fieldset')!).getByText(REASON)).toBeVisible();
    }
    expect(screen.getByLabelText('Scenario')).toBeDisabled();
    expect(screen.getByLabelText('Import File')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    // The three demo blocks each say why.
    expect(screen.getAllByText(REASON)).toHaveLength(3);
  });
});

describe('an administrator', () => {
  afterEach(() => server.events.removeAllListeners());

  it('has every control and no reason to read', async () => {
    await signInAsAdmin();
    renderTab('admin');
    await screen.findByRole('rowheader', { name: /moderator/ }, LONG);
    expect(screen.getByRole('button', { name: 'Create Admin' })).toBeEnabled();
    expect(within(rowOf('moderator')).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByText(REASON)).toBeNull();
  });

  it('stays signed in after changing their own password: the new token is stored, the old one is over', async () => {
    const oldToken = await signInAsAdmin();
    const { user } = renderTab('admin');
    await screen.findByRole('rowheader', { name: /moderator/ }, LONG);
    await user.click(within(rowOf('admin')).getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await fillIn(user, within(dialog).getByLabelText('New Password'), 'brand-new-1');
    await fillIn(user, within(dialog).getByLabelText('Confirm Password'), 'brand-new-1');
    const listStatuses: number[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.method === 'GET' && request.url === apiUrl('/api/admin')) listStatuses.push(response.status);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await answerDialog(user, 'Password updated successfully!', 'OK');
    // The list is refetched after the change, with the new token.
    await waitFor(() => expect(listStatuses).toEqual([200]));

    const stored = localStorage.getItem(storageKeys.adminToken);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(oldToken);
    const status = async (token: string) => (await fetch(apiUrl('/api/admin'), { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await status(stored!)).toBe(200);
    expect(await status(oldToken)).toBe(401);
    expect(JSON.parse(localStorage.getItem(storageKeys.adminUser)!)).toMatchObject({ id: 1, username: 'admin', role: 'admin' });
    expect(screen.getByRole('rowheader', { name: /moderator/ })).toBeInTheDocument();
  });
});
