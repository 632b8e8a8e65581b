// 'Export CSV' on the four admin lists: the file holds the rows the list holds now (every page,
// after its filter and search, in its order), or only the selected rows where rows can be selected.
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TEXTS } from '@/components/ui/export-csv-button';
import { ContactsSection } from '@/features/contact/components/contacts-section';
import { DonationsSection, DONATIONS_PAGE_SIZE } from '@/features/donations/components/donations-section';
import { VolunteersSection } from '@/features/volunteers/components/volunteers-section';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { fillIn, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { blobBytes, blobText, captureDownloads, type SavedFile } from '@/testing/downloads';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';

type Csv = { name: string; text: string; header: string[]; rows: Record<string, string>[] };

/** A cell as the screen shows it: the formula guard's apostrophe off ('+44 …' phones carry one). */
const unguard = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');

/** The one file saved so far, checked for its BOM and parsed. */
async function savedCsv(files: SavedFile[]): Promise<Csv> {
  await waitFor(() => expect(files).toHaveLength(1));
  const [file] = files;
  expect(file.blob.type).toBe('text/csv;charset=utf-8');
  expect([...(await blobBytes(file.blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = await blobText(file.blob);
  const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  return { name: file.name, text, header, rows: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, unguard(cells[i])]))) };
}

/** The visible body rows' cell texts, by column header. */
function visibleRows(): Record<string, string>[] {
  const table = screen.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Object.fromEntries([...tr.children].map((cell, i) => [headers[i], cell.textContent ?? ''])));
}

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

beforeEach(() => {
  sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2031, 2, 1, 9, 0)));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export CSV: donations', () => {
  async function renderDonations() {
    await startAdminSession();
    const utils = renderSection(<DonationsSection />);
    await screen.findByRole('rowheader', { name: /Ibrahim Yilmaz/ });
    return utils;
  }

  it('exports every filtered row, all pages, in the table’s order and under its headers', async () => {
    const files = captureDownloads();
    const { user } = await renderDonations();
    const stored = await getDb().donations.all();
    await user.click(exportButton());
    const csv = await savedCsv(files);

    expect(csv.name).toBe('donations-2031-03-01.csv');
    expect(csv.header).toEqual([
      'Donor',
      'Donor Type',
      'Email',
      'Phone',
      'Address',
      'Amount',
      'Type',
      'Campaign',
      'Frequency',
      'Card',
      'Card Name',
      'Date',
      'Status',
    ]);
    expect(stored.length).toBeGreaterThan(DONATIONS_PAGE_SIZE);
    expect(csv.rows).toHaveLength(stored.length);
    // Phone numbers start with '+', so the formula guard marks them as text.
    expect(csv.text).toContain(`"'+44 7700 900030"`);
    // One thing per column: the amount a plain number a spreadsheet sums.
    expect(csv.rows.every((row) => /^\d+\.\d{2}$/.test(row.Amount))).toBe(true);

    // The first page on screen is the file's first rows, cell for cell.
    const shown = visibleRows();
    expect(shown).toHaveLength(DONATIONS_PAGE_SIZE);
    shown.forEach((cells, i) => {
      const row = csv.rows[i];
      expect(cells.Donor).toBe(`${row.Donor}${row['Donor Type']}`);
      expect(cells.Contact).toBe(`${row.Email}${row.Phone}${row.Address}`);
      expect(cells.Donation).toBe(`${formatMoney(Number(row.Amount))}${row.Type} ${row.Campaign}${row.Frequency}`);
      expect(cells.Payment).toBe(`${row.Card}${row['Card Name']}${formatDate(row.Date)}`);
      expect(cells.Status).toBe(row.Status);
    });
    expect(screen.getByRole('status')).toHaveTextContent(`Exported ${stored.length} rows to donations-2031-03-01.csv.`);
  });

  it('exports the filtered and searched rows only', async () => {
    const files = captureDownloads();
    const { user } = await renderDonations();
    await user.click(screen.getByRole('button', { name: 'Zakat' }));
    await fillIn(user, screen.getByLabelText('Search donations'), 'a');
    await waitFor(() => expect(visibleRows().every((cells) => /Zakat/.test(cells.Donation))).toBe(true));
    const firstPage = visibleRows().map((cells) => cells.Donor);
    const matching = (await getDb().donations.all()).filter((d) => d.donation_type === 'zakat' && /a/i.test(`${d.donor_name} ${d.donor_email}`));
    await user.click(exportButton());
    const csv = await savedCsv(files);

    expect(csv.rows).toHaveLength(matching.length);
    expect(csv.rows.every((row) => row.Type === 'Zakat' && /a/i.test(`${row.Donor} ${row.Email}`))).toBe(true);
    // The file starts with the page on screen, in its order; the later pages follow.
    expect(csv.rows.slice(0, firstPage.length).map((row) => `${row.Donor}${row['Donor Type']}`)).toEqual(firstPage);
  });

  it('exports only the selected rows when some are selected, and the filtered rows when none shows', async () => {
    const files = captureDownloads();
    const { user } = await renderDonations();
    const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
    await user.click(within(rowOf('Nadia Karim')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(within(rowOf('Ibrahim Yilmaz')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(exportButton());
    const csv = await savedCsv(files);
    // In the table's order (newest first), not the order of the clicks.
    expect(csv.rows.map((row) => row.Donor)).toEqual(['Ibrahim Yilmaz', 'Nadia Karim']);
    expect(screen.getByRole('status')).toHaveTextContent('Exported 2 selected rows to donations-2031-03-01.csv.');

    // A search that hides both selected rows: the export falls back to what the table shows.
    await fillIn(user, screen.getByLabelText('Search donations'), 'Amelia');
    await waitFor(() => expect(visibleRows()).toHaveLength(1));
    files.length = 0;
    await user.click(exportButton());
    expect((await savedCsv(files)).rows.map((row) => row.Donor)).toEqual(['Amelia Hughes']);
  });
});

describe('Export CSV: volunteers', () => {
  it('exports the filtered and searched applications under the table’s headers', async () => {
    const files = captureDownloads();
    await startAdminSession();
    const { user } = renderSection(<VolunteersSection />);
    await screen.findByRole('rowheader', { name: /Aisha Khan/ });
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(visibleRows().every((cells) => cells.Status === 'Approved')).toBe(true));
    const shown = visibleRows();
    await user.click(exportButton());
    const csv = await savedCsv(files);

    expect(csv.name).toBe('volunteers-2031-03-01.csv');
    expect(csv.header).toEqual(['Volunteer', 'Occupation', 'Email', 'Phone', 'Skills', 'Interests', 'Availability', 'Hours per Week', 'Status']);
    const approved = (await getDb().volunteers.all()).filter((v) => v.status === 'approved');
    expect(csv.rows).toHaveLength(approved.length);
    shown.forEach((cells, i) => {
      const row = csv.rows[i];
      expect(cells.Volunteer).toBe(`${row.Volunteer}${row.Occupation}`);
      expect(cells.Contact).toBe(`${row.Email}${row.Phone}`);
      expect(cells['Skills & Interests']).toBe(`${row.Skills || '—'}${row.Interests ? `Interests: ${row.Interests}` : ''}`);
      expect(cells.Availability).toBe(`${row.Availability}${row['Hours per Week'] ? `${row['Hours per Week']} hours/week` : ''}`);
      expect(cells.Status).toBe(row.Status);
    });
  });
});

describe('Export CSV: messages and contact forms', () => {
  async function renderContacts(variant: 'contacts' | 'contact-forms') {
    await startAdminSession();
    const utils = renderSection(<ContactsSection variant={variant} />);
    await screen.findByRole('article', { name: 'Hina Javed' });
    return utils;
  }

  it.each([
    ['contacts', 'messages-2031-03-01.csv'],
    ['contact-forms', 'contact-forms-2031-03-01.csv'],
  ] as const)('%s: exports the filtered cards, newest first, with the whole message', async (variant, fileName) => {
    const files = captureDownloads();
    const { user } = await renderContacts(variant);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Peter Novak' })).toBeNull());
    const cards = screen.getAllByRole('article');
    await user.click(exportButton());
    const csv = await savedCsv(files);

    expect(csv.name).toBe(fileName);
    expect(csv.header).toEqual(['Name', 'Date', 'Status', 'Email', 'Phone', 'Subject', 'Message']);
    const fresh = (await getDb().contacts.all()).filter((c) => c.status === 'new');
    expect(csv.rows).toHaveLength(fresh.length);
    cards.forEach((card, i) => {
      const row = csv.rows[i];
      expect(within(card).getByRole('heading')).toHaveTextContent(row.Name);
      expect(within(card).getByText(formatDate(row.Date))).toBeInTheDocument();
      expect(row.Status).toBe('new');
      expect(within(card).getByRole('link')).toHaveTextContent(row.Email);
      expect(card).toHaveTextContent(`Subject: ${row.Subject || 'No subject'}`);
      expect(row.Message).toBe(fresh.find((c) => c.name === row.Name)?.message);
    });
  });

  it('writes a header-only file for zero rows and says so', async () => {
    const files = captureDownloads();
    const { user } = await renderContacts('contacts');
    await fillIn(user, screen.getByLabelText('Search messages'), 'no such person');
    await screen.findByText('No messages match your filters.');
    await user.click(exportButton());
    const csv = await savedCsv(files);
    expect(csv.header).toEqual(['Name', 'Date', 'Status', 'Email', 'Phone', 'Subject', 'Message']);
    expect(csv.rows).toEqual([]);
    expect(await screen.findByRole('status')).toHaveTextContent(EXPORT_TEXTS.empty);
  });
});
