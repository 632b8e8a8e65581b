// Admin 'Export CSV' (#14): each list's file holds exactly the rows the list shows after a filter
// or search (or the selected rows), under the list's headers, with a BOM; zero rows give a header.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from '../fixtures';
import { formatDate } from '../../src/lib/format-date';
import { openSection } from './admin-b-helpers';

type Csv = { name: string; header: string[]; rows: string[][] };

/** Clicks 'Export CSV' and reads the download: its name, BOM, headers and rows. */
async function exportCsv(page: Page): Promise<Csv> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true }).data;
  // The formula guard's apostrophe ('+44 …' phones) is not on the screen.
  return { name: download.suggestedFilename(), header, rows: rows.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, ''))) };
}

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A file cell as the screen writes it: amounts with $ and grouping, ISO days as '14 Feb 2026'. */
function onScreen(header: string, cell: string): string {
  if (header === 'Amount') return `$${money.format(Number(cell))}`;
  if (header === 'Date') return formatDate(cell);
  return cell;
}

/** Each file row is the visible row (or card) at the same place: every value it holds is shown there. */
async function expectRowsMatch(csv: Csv, visible: Locator) {
  await expect(visible).toHaveCount(csv.rows.length);
  for (const [i, row] of csv.rows.entries()) {
    const text = (await visible.nth(i).textContent()) ?? '';
    row.forEach((cell, c) => {
      const header = csv.header[c];
      // Cards show the message's first 100 characters.
      const shown = header === 'Message' ? cell.slice(0, 100) : onScreen(header, cell);
      if (shown) expect(text, `${header} of row ${i + 1}`).toContain(shown);
    });
  }
}

const today = () => new Date().toISOString().slice(0, 10);

test.describe('admin CSV exports', () => {
  test('donations: the filtered and searched rows, then only the selected ones', async ({ app, page }) => {
    await openSection(app, 'donations', 'Donations Management');
    const table = page.getByRole('table', { name: 'Donations' });
    await page.getByRole('button', { name: 'Zakat', exact: true }).click();
    await page.getByLabel('Search donations').fill('imran');
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toContainText('Zakat');
    await expect(page.getByRole('navigation', { name: 'Donations pages' }).getByRole('button', { name: '2' })).toHaveCount(0);

    const csv = await exportCsv(page);
    expect(csv.name).toBe(`donations-${today()}.csv`);
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
    // The amount alone, a plain number a spreadsheet sums.
    const amount = csv.header.indexOf('Amount');
    expect(csv.rows.every((row) => /^\d+\.\d{2}$/.test(row[amount]))).toBe(true);
    expect(csv.rows.length).toBeGreaterThan(1);
    await expectRowsMatch(csv, rows);

    await rows.nth(0).getByRole('checkbox', { name: 'Select row' }).check();
    await rows.nth(2).getByRole('checkbox', { name: 'Select row' }).check();
    const selected = await exportCsv(page);
    expect(selected.rows).toEqual([csv.rows[0], csv.rows[2]]);
    await expect(page.getByRole('status').filter({ hasText: 'Exported 2 selected rows' })).toBeVisible();
  });

  test('donations: every page of an unfiltered table', async ({ app, page }) => {
    await openSection(app, 'donations', 'Donations Management');
    await expect(page.getByRole('table', { name: 'Donations' }).locator('tbody tr')).toHaveCount(10);
    const csv = await exportCsv(page);
    expect(csv.rows).toHaveLength(100);
    await expect(page.getByRole('status').filter({ hasText: `Exported 100 rows to donations-${today()}.csv.` })).toBeVisible();
  });

  test('volunteers: the filtered rows', async ({ app, page }) => {
    await openSection(app, 'volunteers', 'Volunteers');
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Volunteer applications' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Pending');
    const csv = await exportCsv(page);
    expect(csv.name).toBe(`volunteers-${today()}.csv`);
    expect(csv.header).toEqual(['Volunteer', 'Occupation', 'Email', 'Phone', 'Skills', 'Interests', 'Availability', 'Hours per Week', 'Status']);
    expect(csv.rows.every((row) => row.at(-1) === 'Pending')).toBe(true);
    await expectRowsMatch(csv, rows);
  });

  test('messages: the filtered cards', async ({ app, page }) => {
    await openSection(app, 'contacts', 'Messages');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const cards = page.getByRole('list', { name: 'Messages' }).getByRole('article');
    await expect(cards.getByText('read', { exact: true })).toHaveCount(0);
    const csv = await exportCsv(page);
    expect(csv.name).toBe(`messages-${today()}.csv`);
    expect(csv.header).toEqual(['Name', 'Date', 'Status', 'Email', 'Phone', 'Subject', 'Message']);
    await expectRowsMatch(
      // Cards do not show the phone: compare without it.
      { ...csv, rows: csv.rows.map((row) => row.map((cell, c) => (csv.header[c] === 'Phone' ? '' : cell))) },
      cards,
    );
  });

  test('contact forms: a search, then a search that matches nothing gives a header-only file', async ({ app, page }) => {
    await openSection(app, 'contact-forms', 'Contact Forms');
    const search = page.getByLabel('Search messages');
    await search.fill('zakat');
    const cards = page.getByRole('list', { name: 'Contact Forms' }).getByRole('article');
    await expect(cards).toHaveCount(1);
    const csv = await exportCsv(page);
    expect(csv.name).toBe(`contact-forms-${today()}.csv`);
    expect(csv.rows.map((row) => row[0])).toEqual(['Noura Saleh']);

    await search.fill('no such person');
    await expect(page.getByText('No messages match your filters.')).toBeVisible();
    const empty = await exportCsv(page);
    expect(empty.header).toEqual(['Name', 'Date', 'Status', 'Email', 'Phone', 'Subject', 'Message']);
    expect(empty.rows).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: 'No rows to export: the file has only the header.' })).toBeVisible();
  });
});
