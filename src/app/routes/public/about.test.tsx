import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { configure, renderApp, screen, within } from '@/testing/test-utils';

// Route chunks load lazily; on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('about page', () => {
  it('tells the story: introduction, mission founded 2013, vision, four values and four programs', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A Foundation Built on Hope and Compassion' })).toBeInTheDocument();

    const mission = screen.getByRole('heading', { level: 2, name: 'Our Mission' }).closest('article')!;
    expect(mission).toHaveTextContent(/Founded in 2013/);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument();

    const values = screen.getByRole('region', { name: 'Our Values' });
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Compassion',
      'Integrity',
      'Accountability',
      'Community',
    ]);
    const programs = screen.getByRole('region', { name: 'Our Programs' });
    expect(within(programs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Shelter Program',
      'Medical Camp',
      'Employment Program',
      'Women Empowerment',
    ]);
  });
});

describe('causes page', () => {
  it('shows the page header only', async () => {
    renderApp('/causes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Causes' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading')).toHaveLength(1);
    expect(within(main).queryByRole('article')).not.toBeInTheDocument();
  });
});
