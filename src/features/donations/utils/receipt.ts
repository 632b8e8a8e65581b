// Donation receipts: one set of rows, drawn as a PDF (src/lib/pdf.ts, loaded when a receipt is
// made) or written as plain text (an untagged PDF says little to a screen reader; text does).
import { siteContact } from '@/config/site-contact';
import { today } from '@/lib/clock';
import { downloadTextFile } from '@/lib/download-file';
import { formatDate, isoDay } from '@/lib/format-date';
import { formatMoney2, maskCard } from '@/lib/format';
import { downloadPdf, type PdfDocumentSpec } from '@/lib/pdf';
import { DEFAULT_DONATION_STATUS, campaignName, frequencyLabel, type AdminDonation } from '@/types/api/donations';

export const RECEIPT_TITLE = 'Donation Receipt';
/** When the PDF library cannot load (offline, a new deploy). */
export const RECEIPT_FAILED = 'Failed to create the receipt. Please try again.';
export const RECEIPT_THANKS = `Thank you for your generous donation to ${siteContact.name}. Your support makes a real difference in our community.`;

export function donorName(donation: Pick<AdminDonation, 'firstName' | 'lastName'>): string {
  return `${donation.firstName} ${donation.lastName}`.trim() || 'Unknown donor';
}

export function donationStatus(donation: Pick<AdminDonation, 'status'>): string {
  return donation.status?.trim() || DEFAULT_DONATION_STATUS;
}

const TYPE_LABELS: Record<AdminDonation['donationType'], string> = { donation: 'Donation', zakat: 'Zakat', sadqa: 'Sadqa' };

export function donationTypeLabel(type: AdminDonation['donationType']): string {
  return TYPE_LABELS[type] ?? type;
}

/** 'HF-2026-000123': the year of the gift (UTC, as the site shows dates) and the id padded to 6 digits. */
export function receiptNumber(donation: Pick<AdminDonation, 'id' | 'date'>): string {
  const year = new Date(donation.date).getUTCFullYear();
  return `HF-${Number.isNaN(year) ? '0000' : year}-${String(donation.id).padStart(6, '0')}`;
}

/** What a receipt says, in order. The card shows as its last 4 digits only; an anonymous gift names no one. */
export function receiptRows(donation: AdminDonation): [label: string, value: string][] {
  return [
    ['Receipt No', receiptNumber(donation)],
    ['Date', formatDate(donation.date)],
    ['Donor', donation.anonymous ? 'Anonymous Donor' : donorName(donation)],
    ['Amount', formatMoney2(donation.amount)],
    ['Type', donationTypeLabel(donation.donationType)],
    ['Campaign', campaignName(donation.campaign)],
    ['Frequency', frequencyLabel(donation.frequency)],
    ['Card', maskCard(donation.cardNumber)],
  ];
}

/** One receipt as a PDF page: the foundation's name, address and contacts, the rows and the thanks. */
export function receiptPdf(donation: AdminDonation): PdfDocumentSpec {
  return {
    title: siteContact.name,
    subtitle: `${siteContact.address}\n${siteContact.phone} · ${siteContact.email}`,
    sections: [{ title: RECEIPT_TITLE, rows: receiptRows(donation), text: RECEIPT_THANKS }],
  };
}

/** The same receipt as plain text. */
export function receiptText(donation: AdminDonation): string {
  const rows = receiptRows(donation);
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = '='.repeat(44);
  return [
    line,
    `${siteContact.name} - ${RECEIPT_TITLE}`,
    siteContact.address,
    `${siteContact.phone} · ${siteContact.email}`,
    line,
    ...rows.map(([label, value]) => `${label.padEnd(width)} : ${value}`),
    '-'.repeat(44),
    RECEIPT_THANKS,
    '',
  ].join('\n');
}

export function receiptFileName(donation: Pick<AdminDonation, 'id' | 'date'>, extension: 'pdf' | 'txt' = 'pdf'): string {
  return `receipt-${receiptNumber(donation)}.${extension}`;
}

/** The bulk file's name, dated by the app's clock. */
export function receiptsFileName(): string {
  return `receipts-${isoDay(today())}.pdf`;
}

export function downloadReceipt(donation: AdminDonation): Promise<void> {
  return downloadPdf(receiptPdf(donation), receiptFileName(donation));
}

export function downloadReceiptText(donation: AdminDonation): void {
  downloadTextFile(receiptFileName(donation, 'txt'), receiptText(donation));
}

/** One PDF, a page per donation. */
export function downloadReceipts(donations: readonly AdminDonation[]): Promise<void> {
  return downloadPdf(donations.map(receiptPdf), receiptsFileName());
}
