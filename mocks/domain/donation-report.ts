// The dashboard's donation report, computed where the records are: one pass over the donations,
// sums kept in whole cents so that 10,000 gifts of $0.10 add up to exactly $1,000.00.
import { DONATION_TYPES, type DonationType } from '@/types/api/donations';
import { REPORT_MONTHS, TOP_CAMPAIGNS, type DonationReport } from '@/types/api/donation-report';
import type { DonationRecord } from '../db/records';

export type ReportedDonation = Pick<DonationRecord, 'amount' | 'donation_type' | 'campaign' | 'frequency' | 'donor_email' | 'created_at'>;

const pad2 = (n: number) => String(n).padStart(2, '0');
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** 'YYYY-MM' of an instant, in UTC, as the records' timestamps are. */
export function monthKey(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}`;
}

/** The `count` month keys that end with the month of `now`, oldest first. */
export function reportMonths(now: number, count = REPORT_MONTHS): string[] {
  const at = new Date(now);
  // Date.UTC carries a negative or overflowing month into the year, so December follows January back.
  return Array.from({ length: count }, (_, i) => monthKey(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (count - 1 - i), 1)));
}

interface MonthSums {
  byType: Record<DonationType, number>;
  monthlyCents: number;
  monthlyDonors: Set<string>;
}

const isDonationType = (value: string): value is DonationType => (DONATION_TYPES as readonly string[]).includes(value);

/**
 * The last REPORT_MONTHS calendar months up to `now`: the amount by donation type, the monthly
 * gifts (frequency 'monthly': distinct donors by e-mail, and their total) and the TOP_CAMPAIGNS
 * campaigns by amount over the same months. Gifts outside those months are left out.
 */
export function donationReport(donations: readonly ReportedDonation[], now: number): DonationReport {
  const keys = reportMonths(now);
  const sums = new Map<string, MonthSums>(
    keys.map((key) => [key, { byType: { donation: 0, zakat: 0, sadqa: 0 }, monthlyCents: 0, monthlyDonors: new Set() }]),
  );
  const campaigns = new Map<string, { cents: number; donations: number }>();

  for (const gift of donations) {
    const month = sums.get(monthKey(Date.parse(gift.created_at)));
    if (!month || !Number.isFinite(gift.amount) || !isDonationType(gift.donation_type)) continue;
    const cents = toCents(gift.amount);
    month.byType[gift.donation_type] += cents;
    if (gift.frequency === 'monthly') {
      month.monthlyCents += cents;
      month.monthlyDonors.add(gift.donor_email.trim().toLowerCase());
    }
    const campaign = campaigns.get(gift.campaign) ?? { cents: 0, donations: 0 };
    campaign.cents += cents;
    campaign.donations += 1;
    campaigns.set(gift.campaign, campaign);
  }

  return {
    months: keys.map((key) => {
      const { byType, monthlyCents, monthlyDonors } = sums.get(key)!;
      return {
        month: key,
        donation: fromCents(byType.donation),
        zakat: fromCents(byType.zakat),
        sadqa: fromCents(byType.sadqa),
        monthlyDonors: monthlyDonors.size,
        monthlyTotal: fromCents(monthlyCents),
      };
    }),
    topCampaigns: [...campaigns]
      // Equal amounts rank by campaign, so the list is the same on every run.
      .sort(([a, x], [b, y]) => y.cents - x.cents || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, TOP_CAMPAIGNS)
      .map(([campaign, { cents, donations: count }]) => ({ campaign, amount: fromCents(cents), donations: count })),
  };
}
