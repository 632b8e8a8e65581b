import { http } from 'msw';
import { now } from '@/lib/clock';
import { donationReport } from '../donation-report';
import { getDb } from '../db/db';
import { api, ok, requireAdmin, scenarioDelay } from '../utils';

/** The dashboard's reports: aggregated here, so the page gets a small answer whatever the number of donations. */
export const donationReportHandlers = [
  http.get(api('/api/donations/report'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok(donationReport(await getDb().donations.all(), now()));
  }),
];
