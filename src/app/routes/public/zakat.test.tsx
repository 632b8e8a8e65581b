import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, within } from '@/testing/test-utils';
import { DEFAULT_ZAKAT_PRICES } from '@/types/api/settings';

type User = ReturnType<typeof renderApp>['user'];

const LABELS = [
  'Cash and bank balances',
  'Gold value',
  'Silver value',
  'Investments and shares',
  'Business assets',
  'Money owed to you',
  'Minus debts due now',
];

/** The figure beside a term of the result list ('Zakatable total' gives '$5,000.00'). */
function figure(term: string | RegExp): string | null | undefined {
  const result = screen.getByRole('region', { name: 'Your Zakat' });
  const dt = within(result).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

async function renderCalculator() {
  const view = renderApp('/zakat');
  await screen.findByRole('heading', { level: 1, name: 'Zakat Calculator' });
  await screen.findByText('Zakatable total', {}, { timeout: 5000 });
  return view;
}

async function type(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

// Both routes' code loaded once up front: a first import (Vite's transform of the route's modules)
// took seconds under load, inside the wait for the donate wizard's first field.
beforeAll(() => Promise.all([import('./zakat'), import('./donate')]), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('/zakat', () => {
  it('has a labelled field per kind of wealth, silver as the default basis, and says the nisab weights', async () => {
    await renderCalculator();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveValue('');
    const basis = screen.getByRole('group', { name: 'Nisab basis' });
    expect(within(basis).getByRole('radio', { name: 'Silver (612.36 g)' })).toBeChecked();
    expect(within(basis).getByRole('radio', { name: 'Gold (87.48 g)' })).not.toBeChecked();
    expect(screen.getByText(/87\.48 g of gold or 612\.36 g of silver/)).toBeInTheDocument();
    expect(screen.getByText('Gold $130.00 and silver $1.60 per gram, set on 15 Jan 2026.')).toBeInTheDocument();
  });

  it('counts empty fields as 0: nothing is due and Pay Zakat Now is disabled', async () => {
    await renderCalculator();
    expect(figure('Nisab (612.36 g of silver)')).toBe('$979.78');
    expect(figure('Zakatable total')).toBe('$0.00');
    expect(figure('Reaches the nisab')).toBe('No');
    expect(figure('Zakat due (2.5%)')).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Pay Zakat Now' })).toBeDisabled();
  });

  it('adds the assets, takes off the debts, and works out 2.5% to the cent on the chosen basis', async () => {
    const { user } = await renderCalculator();
    await type(user, 'Cash and bank balances', '12,500.50');
    await type(user, 'Gold value', '1000');
    await type(user, 'Minus debts due now', '500.25');
    expect(figure('Zakatable total')).toBe('$13,000.25');
    expect(figure('Reaches the nisab')).toBe('Yes');
    // 13,000.25 × 2.5% = 325.00625
    expect(figure('Zakat due (2.5%)')).toBe('$325.01');
    expect(screen.getByText('Your wealth reaches the nisab: $325.01 of zakat is due.')).toBeInTheDocument();

    await type(user, 'Cash and bank balances', '5000');
    await user.click(screen.getByRole('radio', { name: 'Gold (87.48 g)' }));
    expect(figure('Nisab (87.48 g of gold)')).toBe('$11,372.40');
    expect(figure('Zakatable total')).toBe('$5,499.75');
    expect(figure('Reaches the nisab')).toBe('No');
    expect(figure('Zakat due (2.5%)')).toBe('$0.00');
    expect(screen.getByText('Your wealth is below the nisab: no zakat is due.')).toBeInTheDocument();
  });

  it('counts debts beyond the assets as a total of $0.00', async () => {
    const { user } = await renderCalculator();
    await type(user, 'Cash and bank balances', '500');
    await type(user, 'Minus debts due now', '800');
    expect(figure('Zakatable total')).toBe('$0.00');
    expect(figure('Zakat due (2.5%)')).toBe('$0.00');
  });

  it('refuses letters and negatives with a message at the field and holds the result back', async () => {
    const { user } = await renderCalculator();
    await type(user, 'Gold value', '12abc');
    const gold = screen.getByLabelText('Gold value');
    expect(await screen.findByText('Please enter a number, such as 1250.50')).toBeInTheDocument();
    expect(gold).toHaveAttribute('aria-invalid', 'true');
    expect(gold).toHaveAccessibleDescription(expect.stringContaining('Please enter a number, such as 1250.50'));

    await type(user, 'Silver value', '-40');
    expect(await screen.findByText('Please enter 0 or more')).toBeInTheDocument();
    expect(screen.getByLabelText('Silver value')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Correct the figures marked in the form to see your zakat.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Zakat Now' })).toBeNull();

    await type(user, 'Gold value', 'NaN');
    expect(screen.getByText('Please enter a number, such as 1250.50')).toBeInTheDocument();
    await type(user, 'Gold value', '');
    await type(user, 'Silver value', '2000');
    expect(screen.queryByText(/Please enter/)).toBeNull();
    expect(figure('Zakat due (2.5%)')).toBe('$50.00');
  });

  it('takes the nisab from the prices in the settings', async () => {
    await getDb().updateSettings((stored) => ({ ...stored!, zakat: { ...DEFAULT_ZAKAT_PRICES, silverPricePerGram: 2 } }));
    await renderCalculator();
    // 612.36 × 2
    expect(figure('Nisab (612.36 g of silver)')).toBe('$1,224.72');
  });

  it('Pay Zakat Now opens the donate wizard with the amount due and the type zakat', async () => {
    const { user, router } = await renderCalculator();
    await type(user, 'Investments and shares', '4000.40');
    await user.click(screen.getByRole('button', { name: 'Pay Zakat Now' }));
    expect(await screen.findByLabelText('Custom Amount', {}, { timeout: 5000 })).toHaveValue(100.01);
    expect(router.state.location.pathname).toBe('/donate');
    expect(router.state.location.search).toBe('?type=zakat&amount=100.01');
    expect(screen.getByLabelText('Donation Type')).toHaveValue('zakat');
  });
});
