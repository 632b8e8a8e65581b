import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { fillIn, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen } from '@/testing/test-utils';
import { DEFAULT_ZAKAT_PRICES } from '@/types/api/settings';
import { SettingsSection } from './settings-section';

const GOLD = 'Gold Price per Gram (USD)';
const SILVER = 'Silver Price per Gram (USD)';

async function openZakatTab(canManage = true) {
  await startAdminSession();
  const utils = renderSection(<SettingsSection canManage={canManage} />);
  await utils.user.click(await screen.findByRole('tab', { name: 'Zakat' }));
  await screen.findByLabelText(GOLD);
  return utils;
}

describe('Settings: Zakat tab', () => {
  it('shows the stored prices, the nisab weights and when the prices were set', async () => {
    await openZakatTab();
    expect(screen.getByLabelText(GOLD)).toHaveValue('130');
    expect(screen.getByLabelText(SILVER)).toHaveValue('1.6');
    expect(screen.getByText(/87\.48 g of gold or 612\.36 g of silver/)).toBeInTheDocument();
    expect(screen.getByText(/Prices set on 15 Jan 2026/)).toBeInTheDocument();
  });

  it('saves new prices; the server stamps a new date', async () => {
    const { user } = await openZakatTab();
    await fillIn(user, screen.getByLabelText(GOLD), '142.25');
    await user.click(screen.getByRole('button', { name: 'Save Zakat Prices' }));
    expect(await screen.findByText('Zakat prices saved successfully!')).toBeInTheDocument();
    const stored = (await getDb().getSettings())?.zakat;
    expect(stored).toMatchObject({ goldPricePerGram: 142.25, silverPricePerGram: 1.6 });
    expect(stored?.pricesSetAt).not.toBe(DEFAULT_ZAKAT_PRICES.pricesSetAt);
    expect(await screen.findByLabelText(GOLD)).toHaveValue('142.25');
  });

  it('refuses a negative, zero or non-numeric price with a message at the field, and sends nothing', async () => {
    const { user } = await openZakatTab();
    let posted = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted = true;
    });
    await fillIn(user, screen.getByLabelText(GOLD), '-3');
    await fillIn(user, screen.getByLabelText(SILVER), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Zakat Prices' }));
    expect(await screen.findByText('Gold price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Silver price must be a number')).toBeInTheDocument();
    expect(screen.getByLabelText(GOLD)).toHaveAttribute('aria-invalid', 'true');
    await fillIn(user, screen.getByLabelText(SILVER), '0');
    await user.click(screen.getByRole('button', { name: 'Save Zakat Prices' }));
    expect(await screen.findByText('Silver price must be greater than 0')).toBeInTheDocument();
    expect(posted).toBe(false);
    server.events.removeAllListeners();
    expect((await getDb().getSettings())?.zakat).toEqual(DEFAULT_ZAKAT_PRICES);
  });

  it("reports a failed save with 'Failed to save zakat prices' or 'Error saving zakat prices'", async () => {
    const { user } = await openZakatTab();
    server.use(http.post(apiUrl('/api/settings/zakat'), () => HttpResponse.json({ success: false, message: 'Internal error' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Save Zakat Prices' }));
    expect(await screen.findByText('Failed to save zakat prices')).toBeInTheDocument();
    server.use(http.post(apiUrl('/api/settings/zakat'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save Zakat Prices' }));
    expect(await screen.findByText('Error saving zakat prices')).toBeInTheDocument();
  });

  it('keeps the form disabled for a moderator', async () => {
    await openZakatTab(false);
    expect(screen.getByLabelText(GOLD)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Zakat Prices' })).toBeDisabled();
  });
});
