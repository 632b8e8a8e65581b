import { http, type HttpHandler } from 'msw';
import { donationReport } from '../domain/donation-report';
import { contextOf } from '../core/context';
import type { At } from '../core/api-paths';
import { ok } from '../core/responses';
import { requireAdmin } from '../auth/guards';

/** The dashboard's reports: aggregated here, so the page gets a small answer whatever the number of donations. */
export const donationReportHandlers = (at: At): HttpHandler[] => [
  http.get(at('/api/donations/report'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const context = contextOf(request);
    return ok(donationReport(await context.db.donations.all(), context.now()));
  }),
];
