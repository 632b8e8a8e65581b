import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { storageKeys } from '@/lib/storage';
import { renderApp, screen, signInAsAdmin, waitFor, within } from '@/testing/test-utils';
import { resetTestDb } from '@/testing/test-db';
import { SPEC_SIDEBAR } from '@/testing/spec-sidebar';
import { ADMIN_TABS } from '@/app/layouts/admin/admin-nav';

const SECTION_TIMEOUT = { timeout: 4000 };

describe('/admin/dashboard', () => {
  afterEach(() => server.events.removeAllListeners());

  it('sends a visitor without a stored token to /development', async () => {
    const { router } = renderApp('/admin/dashboard?tab=donations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/development'));
    expect(await screen.findByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("sends the admin's token with the gallery's admin list, as with every admin call", async () => {
    const token = await signInAsAdmin();
    const sent: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url === apiUrl('/api/gallery?limit=100')) sent.push(request.headers.get('authorization'));
    });
    renderApp('/admin/dashboard?tab=gallery');
    await waitFor(() => expect(sent).not.toEqual([]), SECTION_TIMEOUT);
    expect(new Set(sent)).toEqual(new Set([`Bearer ${token}`]));
  });

  it('has the sidebar sections, the toggle, search, date, badge and user menu', async () => {
    await signInAsAdmin();
    const { user } = renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(nav.closest('aside')).not.toBeNull();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The spec's sections in its order; a tab added beside them (a new resource's) may sit among them.
    expect(names.filter((name) => SPEC_SIDEBAR.includes(name ?? ''))).toEqual(SPEC_SIDEBAR);
    expect(names).toEqual(Object.values(ADMIN_TABS).map((tab) => tab.label));
    expect(within(nav).getByRole('link', { name: 'Donations' })).toHaveAttribute('href', '/admin/dashboard?tab=donations');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/dashboard?tab=contacts');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveTextContent('3');
    const today = new Date().toISOString().slice(0, 10);
    expect(document.querySelector(`time[datetime="${today}"]`)).not.toBeNull();

    // jsdom has no matchMedia, so this is the small-screen layout: the sidebar is a closed drawer.
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toBeInTheDocument();
    // A click outside the drawer closes it.
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Close sidebar' })).toBeNull();

    const menuButton = screen.getByRole('button', { name: 'admin' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Settings' }).at(-1)).toHaveAttribute('href', '/admin/dashboard?tab=settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it("dates the header by the app's clock, in British English", async () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2031, 10, 25, 9, 0)));
    await signInAsAdmin();
    renderApp('/admin/dashboard');
    const date = await screen.findByText('Tuesday 25 November 2031');
    expect(date).toHaveAttribute('datetime', '2031-11-25');
  });

  it('docks the sidebar on wide screens; the toggle hides and shows it', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      await signInAsAdmin();
      const { user } = renderApp('/admin/dashboard');
      await screen.findByRole('navigation', { name: 'Admin' });
      const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Docked: a click elsewhere does not close it.
      await user.click(screen.getByRole('main'));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
      await user.click(toggle);
      expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows a skeleton for 500 ms, then the home section with static and real figures', async () => {
    await signInAsAdmin();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading section' })).toBeInTheDocument();
    expect(requests.filter((p) => p.startsWith('/api/donations'))).toEqual([]);

    expect(await screen.findByRole('heading', { name: 'Welcome back, admin!' }, SECTION_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('2,345')).toBeInTheDocument();
    expect(screen.getByText('156')).toBeInTheDocument();
    expect(screen.getByText('245')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    // Real figures from the seeded data: 100 donations, their total, each naming its window.
    const figures = screen.getByRole('region', { name: 'At a Glance' });
    await waitFor(() => expect(within(figures).queryByText('…')).toBeNull());
    expect(within(figures).getByText('Donors').parentElement).toHaveTextContent(/^Donorsall time100$/);
    expect(within(figures).getByText('Total Donated').parentElement).toHaveTextContent(/^Total Donatedall time\$[\d,]+$/);
  });

  it("shows the donation reports from the seed's donations below the placeholders, each naming its window", async () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2026, 0, 20, 12)));
    // The seed written under that clock, as ?reset=1 would.
    await resetTestDb();
    await signInAsAdmin();
    const { user } = renderApp('/admin/dashboard');
    const chart = await screen.findByRole('img', { name: 'Donations by month' }, SECTION_TIMEOUT);
    expect(chart).toHaveAccessibleDescription(/^Feb 2025 to Jan 2026: \$[\d,]+ in all/);
    expect(screen.getByText('2,345')).toBeInTheDocument();
    await user.click(screen.getByText('Show data'));
    expect(within(screen.getByRole('table', { name: 'Donations by month' })).getAllByRole('row')).toHaveLength(13);
    const top = screen.getByRole('region', { name: 'Top 5 campaigns' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent(/^Zakat Campaigning\$[\d,]+ \(\d+ gifts\)$/);
    expect(top).toHaveTextContent('Last 12 months');
    const monthly = screen.getByRole('region', { name: 'Monthly giving' });
    expect(monthly).toHaveTextContent('Last 12 months');
    expect(within(monthly).getByText('Monthly donors, Jan 2026').parentElement).not.toHaveTextContent(/^Monthly donors, Jan 20260$/);
  });

  it('keeps the tab in the URL and loads the section lazily', async () => {
    await signInAsAdmin();
    const { user, router } = renderApp('/admin/dashboard?tab=donations');
    expect(await screen.findByRole('heading', { name: 'Donations Management' }, SECTION_TIMEOUT)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Donations' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Admin' }));
    expect(router.state.location.search).toBe('?tab=admin');
    expect(await screen.findByRole('heading', { name: 'Admin Management' }, SECTION_TIMEOUT)).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('tablist', { name: 'Settings' }, SECTION_TIMEOUT)).toBeInTheDocument();
  });

  it('treats an unknown tab as the home section', async () => {
    await signInAsAdmin();
    renderApp('/admin/dashboard?tab=nope');
    expect(await screen.findByRole('heading', { name: 'Welcome back, admin!' }, SECTION_TIMEOUT)).toBeInTheDocument();
  });

  async function logOut() {
    const token = await signInAsAdmin();
    const utils = renderApp('/admin/dashboard');
    await utils.user.click(await screen.findByRole('button', { name: 'admin' }));
    await utils.user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/development'));
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.adminUser)).toBeNull();
    expect(localStorage.getItem(storageKeys.isAdminLoggedIn)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
    return token;
  }

  it('logs out: ends the session on the server, clears the stored token, user and flag, goes to /development', async () => {
    const logouts: { authorization: string | null; status: number }[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url === apiUrl('/api/admin/logout')) logouts.push({ authorization: request.headers.get('authorization'), status: response.status });
    });
    const token = await logOut();
    await waitFor(() => expect(logouts).toEqual([{ authorization: `Bearer ${token}`, status: 200 }]));
    const res = await fetch(apiUrl('/api/admin'), { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['the server answers 500', () => HttpResponse.json({ success: false, message: 'Internal error' }, { status: 500 })],
    ['the network fails', () => HttpResponse.error()],
  ])('logs out on this device even when %s', async (_what, answer) => {
    server.use(http.post(apiUrl('/api/admin/logout'), answer));
    await logOut();
  });

  it('clears the session and goes to /development when an admin call answers 401', async () => {
    // A token the server does not know (expired or revoked).
    localStorage.setItem(storageKeys.adminToken, 'f'.repeat(64));
    localStorage.setItem(storageKeys.adminUser, JSON.stringify({ username: 'admin' }));
    localStorage.setItem(storageKeys.isAdminLoggedIn, 'true');
    const { router } = renderApp('/admin/dashboard?tab=donations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/development'), SECTION_TIMEOUT);
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.adminUser)).toBeNull();
    expect(localStorage.getItem(storageKeys.isAdminLoggedIn)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('keeps the shell when a section fails to load its data', async () => {
    await signInAsAdmin();
    server.use(http.get(apiUrl('/api/donations/admin'), () => HttpResponse.json({ success: false }, { status: 500 })));
    renderApp('/admin/dashboard?tab=donations');
    expect(await screen.findByText('Failed to fetch donations', undefined, SECTION_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});
