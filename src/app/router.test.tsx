import { describe, expect, it } from 'vitest';
import { renderApp, screen, signInAsAdmin, within } from '@/testing/test-utils';

describe('router', () => {
  it('renders the home hero from GET /api/banner, newest active banner first', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lend Your Hands, Share Your Heart' })).toBeInTheDocument();
    // The inactive seed banner never reaches the public site.
    expect(screen.queryByText('Warm Meals for Every Family')).not.toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' and 404 Not Found for an unknown path, inside the public layout", async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows an unknown admin path inside the admin shell, with a way back to the dashboard', async () => {
    await signInAsAdmin();
    renderApp('/admin/no-such-page');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows an unknown admin path to a signed-out visitor without any chrome', async () => {
    renderApp('/admin/no-such-page');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the health page with the app version and storage driver', async () => {
    renderApp('/health');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Health' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Status' });
    expect(within(table).getByRole('rowheader', { name: 'App version' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Storage driver' })).toBeInTheDocument();
    // Without VITE_API_BASE_URL the API is the app's own, and everything stays in the browser.
    expect(within(table).getByRole('row', { name: /^API\b/ })).toHaveTextContent('/api on this site');
    expect(within(table).queryByRole('rowheader', { name: 'Kept in this browser' })).not.toBeInTheDocument();
  });

  it('hides the public chrome in admin mode', async () => {
    renderApp('/development');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
