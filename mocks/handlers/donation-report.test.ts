import { beforeEach, describe, expect, it } from 'vitest';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { donationReportSchema, type DonationReport } from '@/types/api/donation-report';
import { resetTestDb } from '@/testing/test-db';
import { seedDonations } from '../seed/donations';
import { adminToken, call } from './handler-test-utils';

// The seed's 30 donations fall between mid-November 2025 and mid-January 2026.
const SEED_NOW = Date.UTC(2026, 0, 20, 12);

beforeEach(() => sessionStorage.setItem(CLOCK_KEY, pinValue(SEED_NOW)));

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
      '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07',
      '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
    const seed = seedDonations();
    const given = report.months.reduce((sum, m) => sum + m.donation + m.zakat + m.sadqa, 0);
    expect(given).toBe(seed.reduce((sum, d) => sum + d.amount, 0));
    expect(report.months.slice(0, 9).every((m) => m.donation + m.zakat + m.sadqa === 0)).toBe(true);
    expect(report.topCampaigns[0]).toEqual({ campaign: 'zakat', amount: 3850, donations: 7 });
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
