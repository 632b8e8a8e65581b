import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { MapEmbed } from './map-embed';
import { PublicLayout } from './public-layout';
import { siteContact } from '@/config/site-contact';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderLayout(url = '/') {
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <PublicLayout overlays={<div role="note">overlay</div>}>
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </PublicLayout>
    </MemoryRouter>,
  );
  return { ...utils, user };
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

/** Scrolls the window and lets the rAF-throttled listeners run. */
async function scrollTo(value: number) {
  setScrollY(value);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

afterEach(() => setScrollY(0));

describe('PublicLayout', () => {
  it('renders the chrome around the page with landmarks and the skip link', () => {
    renderLayout('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(within(screen.getByRole('main')).getByTestId('location')).toHaveTextContent('/about');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('note')).toHaveTextContent('overlay');
  });

  it('moves focus to the main content with the skip link', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the top bar contacts and social links inside the header', () => {
    renderLayout();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(header.getByRole('link', { name: 'info@hopefoundation.org.uk' })).toHaveAttribute(
      'href',
      'mailto:info@hopefoundation.org.uk',
    );
    for (const network of ['facebook', 'instagram', 'linkedin'] as const) {
      const link = header.getByRole('link', { name: network });
      expect(link).toHaveAttribute('href', siteContact.social[network]);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the main navigation links and Donate Now', () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const expected = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Events', '/events'],
      ['Contact Us', '/contact'],
    ];
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(header.getByRole('link', { name: 'Hope Foundation' })).toHaveAttribute('href', '/');
  });

  it('makes the header sticky after scrolling more than 40 px and swaps the logo', async () => {
    renderLayout();
    const header = screen.getByRole('banner');
    const logo = within(header).getByRole('img', { name: 'Hope Foundation' });
    expect(header).toHaveAttribute('data-sticky', 'false');
    expect(logo).toHaveAttribute('src', '/images/logo.svg');

    await scrollTo(40);
    expect(header).toHaveAttribute('data-sticky', 'false');

    await scrollTo(41);
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(logo).toHaveAttribute('src', '/images/logo-sticky.svg');

    await scrollTo(0);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('opens the off-canvas menu and closes it with Close, Escape and a link', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    // Close button
    await user.click(toggle);
    let menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(menu);
    expect(within(menu).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Services',
      'Events',
      'Contact Us',
      'Donate Now',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Escape
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    // A link click navigates and closes
    await user.click(toggle);
    menu = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Events' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events');
  });

  it('keeps Tab inside the open menu', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close' });
    await user.tab({ shift: true });
    expect(within(menu).getByRole('link', { name: 'Donate Now' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('shows Back to top after scrolling more than 300 px and scrolls up', async () => {
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderLayout();
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await scrollTo(301);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('has the mobile quick navigation', () => {
    renderLayout();
    const bar = within(screen.getByRole('navigation', { name: 'Quick navigation' }));
    expect(bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Donate', '/donate'],
      ['Events', '/events'],
      ['Contact', '/contact'],
    ]);
    expect(document.body).toHaveClass('has-mobile-bottom-bar');
  });

  it('shows the footer contacts, quick links and copyright', () => {
    renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: '+44 20 7946 0321' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'info@hopefoundation.org.uk' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'facebook' })).toHaveAttribute('href', siteContact.social.facebook);
    const quickLinks = within(footer.getByRole('navigation', { name: 'Quick Links' }));
    expect(quickLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Events', '/events'],
      ['Gallery', '/gallery'],
      ['Volunteer', '/volunteer'],
      ['Contact Us', '/contact'],
      ['Donate', '/donate'],
      ['Zakat Calculator', '/zakat'],
    ]);
    expect(footer.getByText(new RegExp(`© ${new Date().getUTCFullYear()} Hope Foundation`))).toBeInTheDocument();
  });

  it("takes the footer year from the app's clock", () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2031, 2, 1, 9, 0)));
    renderLayout();
    expect(within(screen.getByRole('contentinfo')).getByText(/© 2031 Hope Foundation/)).toBeInTheDocument();
  });

  it('validates the newsletter e-mail and thanks the visitor', async () => {
    const { user } = renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    const input = footer.getByLabelText('Newsletter sign-up');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(footer.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, 'not-an-email');
    await user.click(subscribe);
    expect(footer.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(footer.getByRole('status')).toHaveTextContent('');

    await user.clear(input);
    await user.type(input, 'friend@example.org');
    await user.click(subscribe);
    expect(footer.queryByRole('alert')).not.toBeInTheDocument();
    expect(footer.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(input).toHaveValue('');
  });
});

describe('MapEmbed', () => {
  const fallbackName = `Map showing our office at ${siteContact.address}`;

  /** Stands in for the tile probe (jsdom loads no images): every image load succeeds or fails. */
  function stubImageLoads(succeed: boolean) {
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(_url: string) {
          queueMicrotask(() => (succeed ? this.onload : this.onerror)?.());
        }
      },
    );
  }

  async function fireLoad(frame: HTMLElement) {
    await act(async () => {
      frame.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  afterEach(() => vi.unstubAllGlobals());

  it('embeds OpenStreetMap over a fallback that stays until the embed loads', async () => {
    stubImageLoads(true);
    render(<MapEmbed />);
    const frame = screen.getByTitle('Our location on the map');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=/,
    );
    const fallback = screen.getByRole('img', { name: fallbackName });
    expect(fallback).toHaveAttribute('src', '/images/map-fallback.svg');

    await fireLoad(frame);
    expect(screen.queryByRole('img', { name: fallbackName })).not.toBeInTheDocument();
    expect(fallback).not.toBeVisible();
  });

  it('keeps the fallback when the iframe loads but the map server is unreachable', async () => {
    stubImageLoads(false);
    render(<MapEmbed />);
    await fireLoad(screen.getByTitle('Our location on the map'));
    expect(screen.getByRole('img', { name: fallbackName })).toBeVisible();
  });

  it('shows only the fallback and no iframe when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<MapEmbed title="Office map" />);
    expect(screen.getByRole('img', { name: fallbackName })).toBeVisible();
    expect(screen.queryByTitle('Office map')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the fallback again when the connection drops after loading', async () => {
    stubImageLoads(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<MapEmbed />);
    await fireLoad(screen.getByTitle('Our location on the map'));
    expect(screen.queryByRole('img', { name: fallbackName })).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('img', { name: fallbackName })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();

    // Back online: a new iframe, and the fallback stays until it has loaded.
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTitle('Our location on the map')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: fallbackName })).toBeInTheDocument();
  });
});
