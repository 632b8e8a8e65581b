import { describe, expect, it } from 'vitest';
import { renderApp, screen, within } from '@/testing/test-utils';

describe('router', () => {
  it('renders the home hero from GET /api/banner, newest active banner first', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lend Your Hands, Share Your Heart' })).toBeInTheDocument();
    // The inactive seed banner never reaches the public site.
    expect(screen.queryByText('Warm Meals for Every Family')).not.toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' and 404 Not Found for an unknown path", async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the health page with the app version and storage driver', async () => {
    renderApp('/health');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Health' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Status' });
    expect(within(table).getByRole('rowheader', { name: 'App version' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Storage driver' })).toBeInTheDocument();
  });

  it('hides the public chrome in admin mode', async () => {
    renderApp('/development');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
