import { describe, expect, it } from 'vitest';
import { siteContact } from '@/config/site-contact';
import { PDF_LOSSY_NOTE, renderPdf } from '@/lib/pdf';
import { extractPdfText, pdfPages } from '@/testing/pdf-text';
import type { AdminDonation } from '@/types/api/donations';
import { RECEIPT_THANKS, receiptFileName, receiptNumber, receiptPdf, receiptRows, receiptText } from './receipt';

const gift: AdminDonation = {
  id: 123,
  firstName: 'Amina',
  lastName: 'Khan',
  anonymous: false,
  email: 'amina@example.org',
  phone: '+44 20 7946 0000',
  address: 'United Kingdom',
  amount: 1234.5,
  campaign: 'medical-aid',
  frequency: 'monthly',
  date: '2026-03-14T10:30:00.000Z',
  donationType: 'zakat',
  cardNumber: '4242',
  cardName: 'A KHAN',
  message: '',
  status: 'Completed',
};

describe('receiptNumber', () => {
  it('is HF-{year of the gift}-{id padded to 6}', () => {
    expect(receiptNumber(gift)).toBe('HF-2026-000123');
    expect(receiptNumber({ id: 1, date: '2025-06-01T00:00:00.000Z' })).toBe('HF-2025-000001');
    expect(receiptNumber({ id: 999_999, date: '2026-01-01T00:00:00.000Z' })).toBe('HF-2026-999999');
    // Longer ids are never cut.
    expect(receiptNumber({ id: 1_234_567, date: '2026-01-01T00:00:00.000Z' })).toBe('HF-2026-1234567');
  });

  it('takes the year in UTC, as the site shows dates', () => {
    expect(receiptNumber({ id: 7, date: '2025-12-31T23:30:00.000-02:00' })).toBe('HF-2026-000007');
    expect(receiptNumber({ id: 7, date: '2026-01-01T00:30:00.000+02:00' })).toBe('HF-2025-000007');
  });

  it('names the files after it', () => {
    expect(receiptFileName(gift)).toBe('receipt-HF-2026-000123.pdf');
    expect(receiptFileName(gift, 'txt')).toBe('receipt-HF-2026-000123.txt');
  });
});

describe('receiptRows', () => {
  it('lists number, date, donor, amount, type, campaign, frequency and the card as its last 4 digits', () => {
    expect(receiptRows(gift)).toEqual([
      ['Receipt No', 'HF-2026-000123'],
      ['Date', '14 Mar 2026'],
      ['Donor', 'Amina Khan'],
      ['Amount', '$1,234.50'],
      ['Type', 'Zakat'],
      ['Campaign', 'Medical Aid'],
      ['Frequency', 'Monthly'],
      ['Card', '**** **** **** 4242'],
    ]);
  });

  it("names no one for an anonymous gift: 'Anonymous Donor'", () => {
    const rows = receiptRows({ ...gift, anonymous: true, frequency: 'one-time' });
    expect(rows).toContainEqual(['Donor', 'Anonymous Donor']);
    expect(rows).toContainEqual(['Frequency', 'One-time']);
    expect(JSON.stringify(rows)).not.toContain('Khan');
  });

  it('gives the same rows as text', () => {
    const text = receiptText(gift);
    expect(text).toContain(`${siteContact.name} - Donation Receipt`);
    expect(text).toMatch(/Receipt No : HF-2026-000123\n/);
    expect(text).toMatch(/Card {7}: \*\*\*\* \*\*\*\* \*\*\*\* 4242\n/);
    expect(text).toContain(RECEIPT_THANKS);
  });
});

describe('the receipt PDF', () => {
  it('starts with %PDF and holds the foundation, its contacts, every row and the thanks', async () => {
    const bytes = await renderPdf(receiptPdf(gift));
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const text = extractPdfText(bytes);
    for (const part of [siteContact.name, siteContact.address, siteContact.phone, siteContact.email, 'Donation Receipt']) {
      expect(text).toContain(part);
    }
    for (const [label, value] of receiptRows(gift)) expect(text).toContain(`${label}\n${value}`);
    expect(text.replace(/\n/g, ' ')).toContain(RECEIPT_THANKS);
    expect(text).not.toContain(PDF_LOSSY_NOTE);
  });

  it('renders a gift whose fields hold emoji and right-to-left text: the rest intact, the rest noted', async () => {
    const bytes = await renderPdf(receiptPdf({ ...gift, firstName: 'Amina 🌙', lastName: 'خان (שלום)', campaign: 'Ramadan 🎉 appeal' }));
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const text = extractPdfText(bytes);
    expect(text).toContain('Donor\nAmina ? ? (?)');
    expect(text).toContain('Campaign\nRamadan ? appeal');
    expect(text).toContain('Receipt No\nHF-2026-000123');
    expect(text).toContain('Amount\n$1,234.50');
    expect(text).toContain('Card\n**** **** **** 4242');
    expect(text.replace(/\n/g, ' ')).toContain(RECEIPT_THANKS);
    expect(text).toContain(PDF_LOSSY_NOTE);
  });

  it('puts each receipt of a bulk file on its own page', async () => {
    const second = { ...gift, id: 4, date: '2025-11-02T08:00:00.000Z', anonymous: true };
    const pages = pdfPages(await renderPdf([gift, second].map(receiptPdf)));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('HF-2026-000123');
    expect(pages[1]).toContain('HF-2025-000004');
    expect(pages[1]).toContain('Anonymous Donor');
    expect(pages[1]).toContain(siteContact.address);
  });
});
