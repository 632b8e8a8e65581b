import { beforeEach, describe, expect, it } from 'vitest';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { donationReportSchema, type DonationReport } from '@/types/api/donation-report';
import { resetTestDb, testSeedClock } from '@/testing/test-db';
import { seedDonations } from '../seed/donations';
import { adminToken, call } from '../testing/handler-test-utils';

// The seed is written under the pinned clock, so its dates are relative to that day.
const SEED_NOW = Date.UTC(2026, 0, 20, 12);

beforeEach(async () => {
  sessionStorage.setItem(CLOCK_KEY, pinValue(SEED_NOW));
  await resetTestDb();
});

describe('GET /api/donations/report', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await call('GET', '/api/donations/report');
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it("aggregates the seed's donations over the 12 months up to now", async () => {
    const { status, body } = await call<DonationReport>('GET', '/api/donations/report', { token: await adminToken() });
    expect(status).toBe(200);
    const report = donationReportSchema.parse(body.data);
    expect(report.months.map((m) => m.month)).toEqual([
      '2025-02',
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
    ]);
    const inWindow = seedDonations(testSeedClock()).filter((d) => d.created_at >= '2025-02-01');
    const given = report.months.reduce((sum, m) => sum + m.donation + m.zakat + m.sadqa, 0);
    expect(given).toBe(inWindow.reduce((sum, d) => sum + d.amount, 0));
    // Every month has gifts, and this month monthly donors.
    expect(report.months.every((m) => m.donation + m.zakat + m.sadqa > 0)).toBe(true);
    expect(report.months[11].monthlyDonors).toBeGreaterThan(0);
    const zakat = inWindow.filter((d) => d.campaign === 'zakat');
    expect(report.topCampaigns[0]).toEqual({ campaign: 'zakat', amount: zakat.reduce((sum, d) => sum + d.amount, 0), donations: zakat.length });
    expect(report.topCampaigns).toHaveLength(5);
  });

  it('answers a few hundred bytes for the 10,000 donations of the big data set', async () => {
    await resetTestDb('big');
    const { status, body } = await call<DonationReport>('GET', '/api/donations/report', { token: await adminToken() });
    expect(status).toBe(200);
    expect(JSON.stringify(body).length).toBeLessThan(3000);
    const report = donationReportSchema.parse(body.data);
    expect(report.months.some((m) => m.donation + m.zakat + m.sadqa > 0)).toBe(true);
  });
});
