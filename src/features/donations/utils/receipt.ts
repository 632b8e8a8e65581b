// Donation receipts as plain text, downloaded through a temporary <a download>.
import { formatDate } from '@/lib/format-date';
import { formatMoney2, maskCard } from '@/lib/format';
import { DEFAULT_DONATION_STATUS, campaignName, frequencyLabel, type AdminDonation } from '@/types/api/donations';

export const ORGANISATION = 'Hope Foundation';

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

export function receiptNumber(id: number): string {
  return `HF-${String(id).padStart(6, '0')}`;
}

/** The receipt text of one donation (only the last 4 card digits, never more). */
export function buildReceipt(donation: AdminDonation): string {
  const rows: [string, string][] = [
    ['Receipt No', receiptNumber(donation.id)],
    ['Date', formatDate(donation.date)],
    ['Donor', `${donorName(donation)}${donation.anonymous ? ' (Anonymous Donor)' : ''}`],
    ['Email', donation.email],
    ['Phone', donation.phone],
    ['Address', donation.address],
    ['Amount', formatMoney2(donation.amount)],
    ['Type', donationTypeLabel(donation.donationType)],
    ['Campaign', campaignName(donation.campaign)],
    ['Frequency', frequencyLabel(donation.frequency)],
    ['Payment', `Card ${maskCard(donation.cardNumber)}${donation.cardName ? ` (${donation.cardName})` : ''}`],
    ['Status', donationStatus(donation)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = '='.repeat(44);
  return [
    line,
    `${ORGANISATION} - Donation Receipt`,
    line,
    ...rows.filter(([, value]) => value !== '').map(([label, value]) => `${label.padEnd(width)} : ${value}`),
    '-'.repeat(44),
    `Thank you for supporting ${ORGANISATION}.`,
    '',
  ].join('\n');
}

/** Several receipts in one file (the bulk download), separated by blank lines. */
export function buildReceipts(donations: readonly AdminDonation[]): string {
  return donations.map(buildReceipt).join('\n\n');
}

export function receiptFileName(donation: Pick<AdminDonation, 'id'>): string {
  return `receipt-${receiptNumber(donation.id)}.txt`;
}
