import { describe, expect, it } from 'vitest';
import { renderApp, screen, signInAsAdmin } from '@/testing/test-utils';

/** The route chunk is imported on first use, which takes a while on a busy machine. */
const ROUTE_LOAD = { timeout: 10_000 };

describe('/banner-preview/:id', () => {
  it('renders the banner as the home hero does, its own button included', async () => {
    renderApp('/banner-preview/2');
    const hero = await screen.findByRole('region', { name: 'Banner preview' }, ROUTE_LOAD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Standing With Flood-Affected Families' })).toBeInTheDocument();
    expect(hero).toHaveTextContent('Emergency Relief');
    expect(screen.getByRole('link', { name: 'Support Relief' })).toHaveAttribute('href', '/donate');
  });

  it('previews an inactive banner to staff too (the stored token is sent), and says so', async () => {
    await signInAsAdmin('moderator', 'moderator123');
    renderApp('/banner-preview/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warm Meals for Every Family' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/inactive: not shown on the home page/)).toBeInTheDocument();
  });

  it('shows an inactive banner to nobody signed out: there is no such banner', async () => {
    renderApp('/banner-preview/4');
    expect(await screen.findByText('Banner not found', {}, ROUTE_LOAD)).toBeInTheDocument();
  });

  it('says when there is no such banner', async () => {
    renderApp('/banner-preview/999');
    expect(await screen.findByText('Banner not found', {}, ROUTE_LOAD)).toBeInTheDocument();
  });
});
