import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { LOGIN_DELAY_FROM_FAILURE } from '@/types/api/admins';
import { expectFormErrorBanner, fillIn, findMessageDialog } from '@/testing/admin-section-utils';
import { renderApp, screen, signInAsAdmin, waitFor, within } from '@/testing/test-utils';

async function openLogin() {
  const utils = renderApp('/development');
  const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
  return { ...utils, dialog };
}

describe('/development (admin sign-in)', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('shows the sign-in modal with the demo hint and a Remember me that does nothing', async () => {
    const { dialog } = await openLogin();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('Remember me')).not.toBeChecked();
    expect(within(dialog).getByText('Demo account: admin / admin123')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('requires username and password', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/admin/login')) calls += 1;
    });
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expectFormErrorBanner(dialog, within(dialog).getByLabelText('Username'));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's message when the password is wrong, and keeps the input", async () => {
    const { dialog, user } = await openLogin();
    await fillIn(user, within(dialog).getByLabelText('Username'), 'admin');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('admin');
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  });

  it("shows the 429 message while a failed attempt's delay runs, even for the right password", async () => {
    // The clock stands still, so the delay (1 s after the fifth failure) is still running when the form is sent.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < LOGIN_DELAY_FROM_FAILURE; i += 1) {
      const res = await fetch(apiUrl('/api/admin/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: `guess-${i}` }),
      });
      expect(res.status).toBe(401);
    }
    const { dialog, user } = await openLogin();
    await fillIn(user, within(dialog).getByLabelText('Username'), 'admin');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Too many failed sign-in attempts\. Try again in 1 second\.$/);
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  });

  it("falls back to 'Login failed. Please try again.' when the server gives no message", async () => {
    server.use(http.post(apiUrl('/api/admin/login'), () => HttpResponse.json({ success: false }, { status: 500 })));
    const { dialog, user } = await openLogin();
    await fillIn(user, within(dialog).getByLabelText('Username'), 'admin');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Login failed\. Please try again\.$/);
  });

  it('stores the session, shows the success popup, and goes to the dashboard after OK', async () => {
    const { dialog, user, router } = await openLogin();
    await fillIn(user, within(dialog).getByLabelText('Username'), 'admin');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    const popup = await findMessageDialog('Login successful! Welcome to the admin dashboard.');
    expect(localStorage.getItem(storageKeys.adminToken)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(localStorage.getItem(storageKeys.adminUser) ?? '{}')).toMatchObject({ username: 'admin', role: 'admin' });
    expect(localStorage.getItem(storageKeys.isAdminLoggedIn)).toBe('true');
    // Still on the sign-in page until OK.
    expect(router.state.location.pathname).toBe('/development');

    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('goes straight to the dashboard when already signed in', async () => {
    await signInAsAdmin();
    const { router } = renderApp('/development');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Admin Login' })).toBeNull();
  });
});
