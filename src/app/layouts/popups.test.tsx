// The donation popup (every public page) and the recent-donor popup (home and donate pages).
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail, ok } from '@mocks/core/responses';
import { useState } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import { DonationPopup, DONATION_POPUP_DELAY_MS } from '@/features/donor-popup/components/donation-popup';
import { QUIET_AFTER_DIALOG_MS } from '@/features/donor-popup/utils/use-quiet-moment';
import { ThankYouDialog } from '@/features/donations/components/thank-you-dialog';
import { storageKeys } from '@/lib/storage';
import { renderSection } from '@/testing/admin-section-utils';
import { act, configure, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// Route chunks load lazily; on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('donation popup', () => {
  // The dialog's module loads after the first render (useAfterRender); compiled once here, so the
  // tests time the popup's 2 s and not the test runner's first transform of that module.
  beforeAll(() => import('@/features/donor-popup/components/donation-dialog'));

  it('opens 2 s after the first visit and Maybe Later marks it seen for the session', async () => {
    const first = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await advance(1900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(100);
    const dialog = screen.getByRole('dialog', { name: 'Make a Difference Today' });
    expect(within(dialog).getByText('10,000+')).toBeInTheDocument();
    expect(within(dialog).getByText('People Helped')).toBeInTheDocument();
    expect(within(dialog).getByText('5,000+')).toBeInTheDocument();
    expect(within(dialog).getByText('Donors')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(sessionStorage.getItem(storageKeys.donationPopupSeen)).toBeNull();

    await first.user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.donationPopupSeen)).toBe('true');
    first.unmount();

    // A new page load in the same tab session: no popup.
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Donate Now goes to the donate page and marks the popup seen', async () => {
    const { user, router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await advance(2000);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Donate Now' }));
    // The donate page is its own lazily loaded chunk: the navigation ends once it is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/donate'));
    expect(screen.queryByRole('dialog', { name: 'Make a Difference Today' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.donationPopupSeen)).toBe('true');
  });

  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    ['its Close button', (user: UserEvent) => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))],
  ])('closing it with %s marks it seen too', async (_, close) => {
    const { user } = renderApp('/services');
    await screen.findByRole('heading', { level: 1 });
    await advance(2000);
    expect(screen.getByRole('dialog', { name: 'Make a Difference Today' })).toBeInTheDocument();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.donationPopupSeen)).toBe('true');
  });

  it('keeps its 2 s timer across public page changes', async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await advance(1500);
    await act(() => router.navigate('/gallery'));
    await advance(500);
    expect(screen.getByRole('dialog', { name: 'Make a Difference Today' })).toBeInTheDocument();
  });

  it('is not shown in admin mode', async () => {
    renderApp('/development');
    await screen.findByRole('heading', { level: 1 });
    await advance(5000);
    expect(screen.queryByRole('dialog', { name: 'Make a Difference Today' })).not.toBeInTheDocument();
  });
});

describe('donation popup beside other dialogs', () => {
  /** A page whose Thank You modal is open when the popup's 2 s timer starts. */
  function ThankedDonor() {
    const [thanks, setThanks] = useState(true);
    return (
      <>
        <ThankYouDialog open={thanks} donation={null} onClose={() => setThanks(false)} />
        <DonationPopup />
      </>
    );
  }

  it('waits while another dialog is open when its timer elapses, and opens 5 s after that one closes', async () => {
    const { user } = renderSection(<ThankedDonor />);
    const thanks = screen.getByRole('dialog', { name: 'Thank You!' });
    await advance(DONATION_POPUP_DELAY_MS + 3000);
    expect(screen.getAllByRole('dialog')).toEqual([thanks]);
    expect(screen.queryByRole('dialog', { name: 'Make a Difference Today' })).not.toBeInTheDocument();

    await user.click(within(thanks).getByRole('button', { name: 'Continue' }));
    // Not the instant it closes: a visitor who just dismissed a dialog is acting, not pausing.
    await advance(QUIET_AFTER_DIALOG_MS - 100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(100);
    const popup = screen.getByRole('dialog', { name: 'Make a Difference Today' });
    expect(screen.getAllByRole('dialog')).toEqual([popup]);
    await user.click(within(popup).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.donationPopupSeen)).toBe('true');
  });
});

describe('donation popup beside a form', () => {
  function FormPage() {
    return (
      <>
        <form>
          <label htmlFor="note">Note</label>
          <input id="note" />
        </form>
        <button type="button">Elsewhere</button>
        <DonationPopup />
      </>
    );
  }

  it('waits while a field has the focus or a form holds unsent text, then opens at the first quiet moment', async () => {
    const { user } = renderSection(<FormPage />);
    await user.click(screen.getByLabelText('Note'));
    await advance(DONATION_POPUP_DELAY_MS + 3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Note'), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await advance(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Note'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Make a Difference Today' })).toBeInTheDocument();
  });
});

describe('recent-donor popup', () => {
  beforeEach(() => {
    sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
  });

  const donors = [
    { donor_name: 'Imran Sheikh', donor_country: 'United Kingdom', amount: 1200 },
    // The server places no anonymous donor: no country, and the line still reads well.
    { donor_name: 'Anonymous', amount: 50 },
    { donor_name: 'Yusuf Ali', amount: 15 },
  ];

  async function findPopup() {
    return screen.findByRole('complementary', { name: 'Recent donors' });
  }

  it('cycles through the recent donors every 15 s with a 300 ms animation', async () => {
    server.use(http.get(api('/api/donations/latest'), () => ok(donors)));
    renderApp('/');
    const popup = await findPopup();
    const status = within(popup).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await within(status).findByText('Imran Sheikh');
    expect(status).toHaveTextContent('Imran Sheikh from United Kingdom just donated $1,200');

    await advance(14999);
    expect(status).toHaveTextContent('Imran Sheikh');
    await advance(1);
    // Leaving: still the same donor during the 300 ms animation.
    expect(status).toHaveTextContent('Imran Sheikh');
    await advance(300);
    expect(status).toHaveTextContent(/^Anonymous just donated \$50$/);

    await advance(15300);
    expect(status).toHaveTextContent('Yusuf Ali just donated $15');
    expect(status).not.toHaveTextContent('from');
    await advance(15300);
    expect(status).toHaveTextContent('Imran Sheikh');
  });

  it('hides a single donor at each turn and shows it again after 2 s', async () => {
    server.use(http.get(api('/api/donations/latest'), () => ok([donors[0]])));
    renderApp('/donate');
    const popup = await findPopup();
    const status = within(popup).getByRole('status');
    await within(status).findByText('Imran Sheikh');

    await advance(15000 + 300);
    expect(status).toBeEmptyDOMElement();
    expect(within(popup).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await advance(1600);
    expect(status).toBeEmptyDOMElement();
    await advance(100);
    expect(status).toHaveTextContent('Imran Sheikh from United Kingdom just donated $1,200');
  });

  it('shows the mock backend donors and can be closed', async () => {
    const { user } = renderApp('/');
    const popup = await findPopup();
    // The newest seed donations come first; amounts have a $ sign and thousands grouping.
    await waitFor(() => expect(within(popup).getByRole('status')).toHaveTextContent(/^.+ just donated \$[\d,]+$/));
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'Recent donors' })).not.toBeInTheDocument();
    await advance(20000);
    expect(screen.queryByRole('complementary', { name: 'Recent donors' })).not.toBeInTheDocument();
  });

  it('is out of reach while a modal dialog is open', async () => {
    const { user } = renderApp('/');
    const popup = await findPopup();
    await waitFor(() => expect(within(popup).getByRole('status')).toHaveTextContent(/just donated/));
    const gallery = await screen.findByRole('region', { name: 'Moments of Hope' });
    await user.click((await within(gallery).findAllByRole('button'))[0]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Recent donors' })).not.toBeInTheDocument());
    expect(popup).toHaveAttribute('inert');
    // Only the dialog's own Close button is reachable.
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(await findPopup()).not.toHaveAttribute('inert');
  });

  it('waits while a form field has the focus, so it never covers the field being filled in', async () => {
    server.use(http.get(api('/api/donations/latest'), () => ok(donors)));
    const { user } = renderApp('/donate');
    const popup = await findPopup();
    const status = within(popup).getByRole('status');
    await within(status).findByText('Imran Sheikh');

    await user.click(screen.getByLabelText('Custom Amount'));
    expect(status).toBeEmptyDOMElement();
    expect(within(popup).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // From one field to the next: still waiting, even across a turn of the donors.
    await user.click(screen.getByLabelText('Message'));
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(status).toBeEmptyDOMElement();
    await advance(15300);
    expect(status).toBeEmptyDOMElement();

    // A button is not a field: the popup is back, on the next donor.
    await user.click(screen.getByRole('button', { name: '$25' }));
    expect(status).toHaveTextContent(/^Anonymous just donated \$50$/);
  });

  it('shows no popup when the load fails', async () => {
    server.use(http.get(api('/api/donations/latest'), () => fail(500, 'Server error')));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await advance(1000);
    expect(screen.queryByRole('complementary', { name: 'Recent donors' })).not.toBeInTheDocument();
  });

  it('appears only on the home and donate pages', async () => {
    server.use(http.get(api('/api/donations/latest'), () => ok(donors)));
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await advance(1000);
    expect(screen.queryByRole('complementary', { name: 'Recent donors' })).not.toBeInTheDocument();
    await act(() => router.navigate('/donate'));
    expect(await findPopup()).toBeInTheDocument();
  });
});

describe('the QA switch ?popups=off', () => {
  it('keeps both popups from opening in the tab session', async () => {
    sessionStorage.setItem(storageKeys.popups, 'off');
    const first = renderApp('/');
    const gallery = await screen.findByRole('region', { name: 'Moments of Hope' });
    await within(gallery).findAllByRole('button');
    await advance(DONATION_POPUP_DELAY_MS + 3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Recent donors' })).not.toBeInTheDocument();
    first.unmount();

    // ?popups=on clears the key: both come back.
    sessionStorage.removeItem(storageKeys.popups);
    renderApp('/');
    expect(await screen.findByRole('complementary', { name: 'Recent donors' })).toBeInTheDocument();
    await advance(DONATION_POPUP_DELAY_MS);
    expect(screen.getByRole('dialog', { name: 'Make a Difference Today' })).toBeInTheDocument();
  });
});
