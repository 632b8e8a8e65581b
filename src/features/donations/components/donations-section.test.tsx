import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { formatMoney, formatMoney2 } from '@/lib/format';
import { answerDialog, fillIn, findMessageDialog, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { blobBytes, blobText, captureDownloads } from '@/testing/downloads';
import { extractPdfText, pdfPages } from '@/testing/pdf-text';
import { getDb, resetTestDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { receiptNumber } from '../utils/receipt';
import { DonationsSection } from './donations-section';

/** The row of a donor's newest gift shown (monthly donors have one a month). */
function rowOf(name: string): HTMLElement {
  return screen.getAllByRole('rowheader', { name: new RegExp(name) })[0].closest('tr') as HTMLElement;
}

/** The receipt number of a donor's newest seed gift. */
async function receiptOf(name: string): Promise<string> {
  const gift = (await getDb().donations.all()).filter((d) => d.donor_name === name).at(-1)!;
  return receiptNumber({ id: gift.id, date: gift.created_at });
}

function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function donorNames(): string[] {
  return screen.queryAllByRole('rowheader').map((cell) => cell.querySelector('.donations-cell__main')?.textContent ?? '');
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: '.ui-stat-card__label' }).parentElement?.querySelector('.ui-stat-card__value')?.textContent;
}

async function renderDonations() {
  await startAdminSession();
  const utils = renderSection(<DonationsSection />);
  await screen.findByRole('rowheader', { name: /Ibrahim Yilmaz/ });
  return utils;
}

describe('DonationsSection', () => {
  afterEach(() => {
    // URL.createObjectURL does not exist in jsdom: spyOn added it, restoreMocks leaves a stub.
    vi.restoreAllMocks();
  });

  it('shows stat cards and the spec columns, newest first, 10 per page', async () => {
    await renderDonations();
    const stored = await getDb().donations.all();
    const total = stored.reduce((sum, d) => sum + d.amount, 0);
    expect(statValue('Total Amount')).toBe(formatMoney(total));
    expect(statValue('Total Donors')).toBe(String(stored.length));
    expect(statValue('Average Donation')).toBe(formatMoney2(total / stored.length));

    const table = screen.getByRole('table');
    for (const header of ['Donor', 'Contact', 'Donation', 'Payment', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(bodyRows()).toHaveLength(10);
    expect(donorNames()[0]).toBe('Ibrahim Yilmaz');
    expect(screen.getByRole('navigation', { name: 'Donations pages' })).toBeInTheDocument();

    const ibrahim = rowOf('Ibrahim Yilmaz');
    expect(within(ibrahim).getByText('Public Donor')).toBeInTheDocument();
    expect(within(ibrahim).getByText('ibrahim.yilmaz@example.com')).toBeInTheDocument();
    expect(within(ibrahim).getByText('Türkiye')).toBeInTheDocument();
    expect(within(ibrahim).getByText('$50')).toBeInTheDocument();
    // Campaign and frequency by their names, not the stored values ('general', 'one-time').
    expect(within(ibrahim).getByText('General Fund', { exact: false })).toBeInTheDocument();
    expect(within(ibrahim).getByText('One-time')).toBeInTheDocument();
    expect(within(ibrahim).queryByText(/general|one-time/)).toBeNull();
    const last4 = stored.find((d) => d.donor_name === 'Ibrahim Yilmaz')?.card_last4;
    expect(within(ibrahim).getByText(`**** **** **** ${last4}`)).toBeInTheDocument();
    expect(within(ibrahim).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf('Sana Malik')).getByText('Anonymous Donor')).toBeInTheDocument();
  });

  it('filters by type and searches name and email', async () => {
    const { user } = await renderDonations();
    await user.click(screen.getByRole('button', { name: 'Zakat' }));
    expect(screen.getByRole('button', { name: 'Zakat' })).toHaveAttribute('aria-pressed', 'true');
    const zakat = (await getDb().donations.all()).filter((d) => d.donation_type === 'zakat');
    expect(bodyRows()).toHaveLength(Math.min(10, zakat.length));
    for (const name of donorNames()) expect(zakat.map((d) => d.donor_name)).toContain(name);

    await user.click(screen.getByRole('button', { name: 'All' }));
    const search = screen.getByRole('searchbox', { name: 'Search donations' });
    await fillIn(user, search, 'KARIM');
    await waitFor(() => expect(donorNames()).toEqual(['Nadia Karim']));
    // Email matches too (Charlotte's address has no other match for 'charlotte.davies').
    await fillIn(user, search, 'charlotte.davies');
    await waitFor(() => expect(new Set(donorNames())).toEqual(new Set(['Charlotte Davies'])));
    await fillIn(user, search, 'nobody-by-this-name');
    expect(await screen.findByText('No donations match your search.')).toBeInTheDocument();
  });

  it('sorts by a column, toggling the direction', async () => {
    const { user } = await renderDonations();
    const amountHeader = within(screen.getByRole('table')).getByRole('button', { name: 'Donation' });
    await user.click(amountHeader);
    expect(within(bodyRows()[0]).getByText('$10')).toBeInTheDocument();
    await user.click(amountHeader);
    expect(donorNames()[0]).toBe('Layla Haddad');
    expect(within(bodyRows()[0]).getByText('$1,200')).toBeInTheDocument();
  });

  it('offers View Message only when the donor left one, and shows it', async () => {
    const { user } = await renderDonations();
    expect(within(rowOf('Ibrahim Yilmaz')).queryByRole('button', { name: 'View Message' })).toBeNull();
    await user.click(within(rowOf('Nadia Karim')).getByRole('button', { name: 'View Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Donor Message' });
    expect(within(dialog).getByText('Happy to help.')).toBeInTheDocument();
  });

  it('shows every detail of a donation in the details modal', async () => {
    const { user } = await renderDonations();
    await user.click(within(rowOf('Imran Sheikh')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Donation Details' });
    expect(within(dialog).getAllByText('Imran Sheikh')).toHaveLength(2); // donor and name on card
    expect(within(dialog).getByText('$200')).toBeInTheDocument();
    expect(within(dialog).getByText('Zakat')).toBeInTheDocument();
    // The campaign's name and a human frequency, never the stored 'zakat' / 'monthly'.
    expect(within(dialog).getByText('Zakat Campaigning')).toBeInTheDocument();
    expect(within(dialog).getByText('Monthly')).toBeInTheDocument();
    expect(within(dialog).queryByText('monthly')).toBeNull();
    expect(within(dialog).getByText(await receiptOf('Imran Sheikh'))).toBeInTheDocument();
    expect(within(dialog).getByText('Public Donor')).toBeInTheDocument();
    expect(within(dialog).getByText('Zakat for this year, may it reach those most in need.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/)).toBeInTheDocument();
  });

  it('downloads a PDF receipt per row and the selected receipts in one PDF, a page each, named by the clock', async () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2031, 2, 1, 9, 0)));
    const files = captureDownloads();
    const { user } = await renderDonations();
    const [ibrahim, nadia] = [await receiptOf('Ibrahim Yilmaz'), await receiptOf('Nadia Karim')];
    await user.click(within(rowOf('Ibrahim Yilmaz')).getByRole('button', { name: 'Download Receipt' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe(`receipt-${ibrahim}.pdf`);
    expect(files[0].blob.type).toBe('application/pdf');
    const bytes = await blobBytes(files[0].blob);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    // The row's own donation (every line of a receipt: receipt.test.ts).
    expect(extractPdfText(bytes)).toMatch(new RegExp(`Receipt No\n${ibrahim}\n[\\s\\S]*Donor\nIbrahim Yilmaz\n[\\s\\S]*Amount\n\\$50\\.00\n`));

    const download = screen.getByRole('button', { name: 'Download Receipts' });
    expect(download).toBeDisabled();
    await user.click(within(rowOf('Ibrahim Yilmaz')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(within(rowOf('Nadia Karim')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(download);
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1].name).toBe('receipts-2031-03-01.pdf');
    const pages = pdfPages(await blobBytes(files[1].blob));
    expect(pages).toHaveLength(2);
    expect(pages.map((page) => page.find((line) => line.startsWith('HF-')))).toEqual([ibrahim, nadia]);
    expect(pages[1]).toContain('Nadia Karim');
  });

  it("keeps a text receipt in the details modal: 'Download Receipt (text)'", async () => {
    const files = captureDownloads();
    const { user } = await renderDonations();
    await user.click(within(rowOf('Sana Malik')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Donation Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Download Receipt (text)' }));
    expect(files.map((file) => file.name)).toEqual([`receipt-${await receiptOf('Sana Malik')}.txt`]);
    const text = await blobText(files[0].blob);
    expect(text).toMatch(/Donor {6}: Anonymous Donor\n/);
    expect(text).toMatch(/Frequency {2}: Monthly\n/);
    expect(text).not.toContain('Sana');
  });

  it('filters by frequency with the Frequency select, with the type filter', async () => {
    const { user } = await renderDonations();
    const frequency = screen.getByRole('combobox', { name: 'Frequency' });
    expect(frequency).toHaveValue('all');
    await user.selectOptions(frequency, 'Monthly');
    const monthly = (await getDb().donations.all()).filter((d) => d.frequency === 'monthly');
    expect(bodyRows()).toHaveLength(10);
    for (const name of donorNames()) expect(monthly.map((d) => d.donor_name)).toContain(name);
    for (const row of bodyRows()) expect(within(row).getByText('Monthly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zakat' }));
    expect(new Set(donorNames())).toEqual(new Set(['Imran Sheikh']));
    await user.selectOptions(frequency, 'One-time');
    expect(donorNames()).not.toContain('Imran Sheikh');
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it('selects all on the page and bulk-deletes after confirmation, persisted through the API', async () => {
    const { user } = await renderDonations();
    const before = await getDb().donations.all();
    const firstPage = before
      .slice()
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 10)
      .map((d) => d.id);

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('10 selected')).toBeInTheDocument();

    // Cancel keeps everything.
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await answerDialog(user, 'Are you sure you want to delete selected donations?', 'Cancel');
    expect(await getDb().donations.all()).toHaveLength(before.length);

    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const confirm = await findMessageDialog('Are you sure you want to delete selected donations?');
    expect(within(confirm).getByText('Are you sure you want to delete selected donations?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(statValue('Total Donors')).toBe(String(before.length - 10)));
    expect(await getDb().donations.all()).toHaveLength(before.length - 10);
    const left = new Set((await getDb().donations.all()).map((d) => d.id));
    for (const id of firstPage) expect(left.has(id)).toBe(false);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(await screen.findByText('10 donations deleted.')).toBeInTheDocument();
  });

  it('reports a failed bulk delete and keeps the rows', async () => {
    server.use(http.delete(apiUrl('/api/donations/:id'), () => HttpResponse.json({ success: false }, { status: 500 })));
    const { user } = await renderDonations();
    const seeded = (await getDb().donations.all()).length;
    await user.click(within(rowOf('Ibrahim Yilmaz')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await answerDialog(user, 'Are you sure you want to delete selected donations?', 'Delete');
    expect(await findMessageDialog('Failed to delete donations. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Ibrahim Yilmaz/ })).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(await getDb().donations.all()).toHaveLength(seeded);
  });

  it('shows the load error with a retry', async () => {
    server.use(http.get(apiUrl('/api/donations/admin'), () => HttpResponse.json({ success: false }, { status: 500 })));
    await startAdminSession();
    renderSection(<DonationsSection />);
    expect(await screen.findByText('Failed to fetch donations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('stays usable with the big data set (10,000 donations)', async () => {
    await resetTestDb('big');
    await startAdminSession();
    const { user } = renderSection(<DonationsSection />);
    await waitFor(() => expect(statValue('Total Donors')).toBe('10,000'), { timeout: 10_000 });
    expect(bodyRows()).toHaveLength(10);
    const stored = await getDb().donations.all();
    const target = stored[1234];
    const expected = stored.filter((d) => `${d.donor_name}\n${d.donor_email}`.toLowerCase().includes(target.donor_email.toLowerCase()));
    await fillIn(user, screen.getByRole('searchbox', { name: 'Search donations' }), target.donor_email);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, expected.length)));
  }, 30_000);
});
