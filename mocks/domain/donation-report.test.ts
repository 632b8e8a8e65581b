import { describe, expect, it } from 'vitest';
import { donationReportSchema } from '@/types/api/donation-report';
import { donationReport, monthKey, reportMonths, type ReportedDonation } from './donation-report';

const NOW = Date.UTC(2026, 1, 10, 12); // 10 February 2026

function gift(overrides: Partial<ReportedDonation> = {}): ReportedDonation {
  return {
    amount: 10,
    donation_type: 'donation',
    campaign: 'general',
    frequency: 'one-time',
    donor_email: 'a@example.com',
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

const monthOf = (report: ReturnType<typeof donationReport>, key: string) => report.months.find((m) => m.month === key)!;

describe('reportMonths', () => {
  it('gives the 12 months that end with the current one, across the year boundary, oldest first', () => {
    expect(reportMonths(NOW)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(reportMonths(Date.UTC(2026, 11, 31, 23, 59), 2)).toEqual(['2026-11', '2026-12']);
  });

  it('reads months in UTC', () => {
    expect(monthKey(Date.parse('2025-12-31T23:59:59.999Z'))).toBe('2025-12');
    expect(monthKey(Date.parse('2026-01-01T00:00:00+01:00'))).toBe('2025-12');
  });
});

describe('donationReport', () => {
  it('has every month, with zeros where nothing was given', () => {
    const report = donationReport([], NOW);
    expect(report.months).toHaveLength(12);
    for (const month of report.months) {
      expect(month).toEqual({ month: month.month, donation: 0, zakat: 0, sadqa: 0, monthlyDonors: 0, monthlyTotal: 0 });
    }
    expect(report.topCampaigns).toEqual([]);
    donationReportSchema.parse(report);
  });

  it('buckets gifts by UTC month on either side of the new year', () => {
    const report = donationReport(
      [gift({ amount: 5, created_at: '2025-12-31T23:59:59.000Z' }), gift({ amount: 7, created_at: '2026-01-01T00:00:00.000Z' })],
      NOW,
    );
    expect(monthOf(report, '2025-12').donation).toBe(5);
    expect(monthOf(report, '2026-01').donation).toBe(7);
    expect(monthOf(report, '2026-02').donation).toBe(0);
  });

  it('stacks the amounts by donation type', () => {
    const report = donationReport(
      [
        gift({ amount: 50, donation_type: 'donation' }),
        gift({ amount: 25.5, donation_type: 'donation' }),
        gift({ amount: 250, donation_type: 'zakat' }),
        gift({ amount: 15, donation_type: 'sadqa' }),
      ],
      NOW,
    );
    expect(monthOf(report, '2026-02')).toMatchObject({ donation: 75.5, zakat: 250, sadqa: 15 });
  });

  it('adds in whole cents', () => {
    const report = donationReport(
      Array.from({ length: 10 }, () => gift({ amount: 0.1 })),
      NOW,
    );
    expect(monthOf(report, '2026-02').donation).toBe(1);
  });

  it('leaves out gifts before the first month or after now’s month', () => {
    const report = donationReport(
      [
        gift({ created_at: '2025-02-28T23:59:59.000Z' }),
        gift({ created_at: '2026-03-01T00:00:00.000Z' }),
        gift({ created_at: '2025-03-01T00:00:00.000Z' }),
      ],
      NOW,
    );
    expect(report.months.reduce((sum, m) => sum + m.donation, 0)).toBe(10);
    expect(monthOf(report, '2025-03').donation).toBe(10);
    expect(report.topCampaigns).toEqual([{ campaign: 'general', amount: 10, donations: 1 }]);
  });

  it('counts monthly gifts: distinct donors by e-mail and their total, one-time gifts aside', () => {
    const report = donationReport(
      [
        gift({ frequency: 'monthly', amount: 20, donor_email: 'Sam@Example.com' }),
        gift({ frequency: 'monthly', amount: 20, donor_email: 'sam@example.com ' }),
        gift({ frequency: 'monthly', amount: 5, donor_email: 'lee@example.com' }),
        gift({ frequency: 'one-time', amount: 100, donor_email: 'ann@example.com' }),
        gift({ frequency: 'monthly', amount: 30, donor_email: 'lee@example.com', created_at: '2026-01-15T00:00:00.000Z' }),
      ],
      NOW,
    );
    expect(monthOf(report, '2026-02')).toMatchObject({ monthlyDonors: 2, monthlyTotal: 45, donation: 145 });
    expect(monthOf(report, '2026-01')).toMatchObject({ monthlyDonors: 1, monthlyTotal: 30 });
    expect(monthOf(report, '2025-12')).toMatchObject({ monthlyDonors: 0, monthlyTotal: 0 });
  });

  it('ranks the top 5 campaigns by amount; equal amounts by campaign', () => {
    const report = donationReport(
      [
        gift({ campaign: 'shelter', amount: 100 }),
        gift({ campaign: 'education', amount: 60 }),
        gift({ campaign: 'education', amount: 40 }),
        gift({ campaign: 'zakat', amount: 300, donation_type: 'zakat' }),
        gift({ campaign: 'medical-aid', amount: 50 }),
        gift({ campaign: 'general', amount: 50 }),
        gift({ campaign: 'disaster-relief', amount: 20 }),
      ],
      NOW,
    );
    expect(report.topCampaigns).toEqual([
      { campaign: 'zakat', amount: 300, donations: 1 },
      { campaign: 'education', amount: 100, donations: 2 },
      { campaign: 'shelter', amount: 100, donations: 1 },
      { campaign: 'general', amount: 50, donations: 1 },
      { campaign: 'medical-aid', amount: 50, donations: 1 },
    ]);
  });
});
