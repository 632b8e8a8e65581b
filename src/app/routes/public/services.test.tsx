import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { ok } from '@mocks/core/responses';
import { storageKeys } from '@/lib/storage';
import { SPEC_SERVICE_TITLES } from '@/testing/spec-services';
import { configure, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import type { Service } from '@/types/api/services';

// Route chunks load lazily; on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // The donation popup (tested in popups.test.tsx) opens after 2 s and would cover slow tests.
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

const BUILT_IN_TITLES = SPEC_SERVICE_TITLES;

const service = (overrides: Partial<Service>): Service => ({
  id: 99,
  title: 'Orphan Sponsorship',
  description: 'Monthly support for orphaned children.',
  image_url: '/uploads/7.png',
  icon_class: 'fas fa-child',
  display_order: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

async function cardTitles() {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('services page', () => {
  it('shows "Loading services..." while the services load, then the grid', async () => {
    server.use(
      http.get(api('/api/services'), async () => {
        await delay(150);
        return ok([service({})]);
      }),
    );
    renderApp('/services');
    expect(await screen.findByText('Loading services...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Orphan Sponsorship' })).toBeInTheDocument();
    expect(screen.queryByText('Loading services...')).not.toBeInTheDocument();
  });

  it('shows each service with its image, icon, title and description', async () => {
    server.use(
      http.get(api('/api/services'), () =>
        ok([service({}), service({ id: 100, title: 'No Icon Yet', icon_class: '', image_url: '/images/services/service-2.jpg' })]),
      ),
    );
    renderApp('/services');
    expect(await cardTitles()).toEqual(['Orphan Sponsorship', 'No Icon Yet']);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first).getByText('Monthly support for orphaned children.')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/7.png');
    expect(first.querySelector('img')).toHaveAttribute('width');
    // The icon comes from icon_class; a missing class gives the default fa-hands-helping icon.
    const icon = (card: HTMLElement) => card.querySelector('.service-card__icon svg path')?.getAttribute('d');
    const helping = icon(second);
    expect(helping).toBeTruthy();
    // The class-name registry loads on first use, then the card's own icon replaces the default.
    await waitFor(() => expect(icon(first)).not.toBe(helping));
  });

  it('shows the services of the mock backend in display order', async () => {
    renderApp('/services');
    expect(await cardTitles()).toEqual(BUILT_IN_TITLES);
    expect(screen.getAllByRole('article')[0].querySelector('img')).toHaveAttribute('src', '/images/services/service-1.jpg');
  });

  it('shows the six built-in services when the API is down', async () => {
    sessionStorage.setItem(storageKeys.mockScenario, 'api-down');
    renderApp('/services');
    expect(await cardTitles()).toEqual(BUILT_IN_TITLES);
    expect(screen.queryByText('No services available right now.')).not.toBeInTheDocument();
  });

  it('shows the six built-in services when the answer is empty', async () => {
    server.use(http.get(api('/api/services'), () => ok([])));
    renderApp('/services');
    expect(await cardTitles()).toEqual(BUILT_IN_TITLES);
    expect(screen.queryByText('No services available right now.')).not.toBeInTheDocument();
  });

  it('renders service text as text, never as HTML', async () => {
    server.use(http.get(api('/api/services'), () => ok([service({ title: '<b>Bold</b> claim' })])));
    renderApp('/services');
    expect(await screen.findByRole('heading', { name: '<b>Bold</b> claim' })).toBeInTheDocument();
  });

  it('links the Zakat Campaigning card, and only it, to the Zakat Calculator', async () => {
    renderApp('/services');
    await screen.findAllByRole('article');
    const links = screen.getAllByRole('article').flatMap((card) =>
      within(card)
        .queryAllByRole('link')
        .map((link) => [within(card).getByRole('heading').textContent, link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual([['Zakat Campaigning', 'Zakat Calculator', '/zakat']]);
  });
});
