import { http, type HttpHandler } from 'msw';
import { DEFAULT_DONATION_STATUS, donationInputSchema, toAdminDonation, type LatestDonation } from '@/types/api/donations';
import { countryName } from '../domain/countries';
import { contextOf, nowIsoOf } from '../core/context';
import type { DonationRecord } from '../db/records';
import { notifyAdmin } from './request-helpers';
import type { At } from '../core/api-paths';
import { apiDownResponse, notFound, ok } from '../core/responses';
import { parseBody, parseId } from '../core/request-input';
import { requireAdmin } from '../auth/guards';

/** How many donations the public donor popup gets. */
export const LATEST_DONATIONS = 10;

const byNewest = (a: DonationRecord, b: DonationRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The public view. donor_country is the free-text address's last part, so it is published only
 * when it names a real country (an address without a comma would otherwise go out whole), and
 * never for an anonymous donor, who is neither named nor placed.
 */
function toLatest(donation: DonationRecord): LatestDonation {
  if (donation.is_anonymous) return { donor_name: 'Anonymous', amount: donation.amount };
  const country = countryName(donation.donor_country);
  return { donor_name: donation.donor_name, ...(country ? { donor_country: country } : {}), amount: donation.amount };
}

export const donationsHandlers = (at: At): HttpHandler[] => [
  // Public: the donate wizard. donationInputSchema refuses card numbers and CVVs outright.
  http.post(at('/api/donations'), async ({ request }) => {
    const parsed = await parseBody(request, donationInputSchema);
    if (!parsed.ok) return parsed.response;
    const donation = await contextOf(request).db.donations.insert({
      ...parsed.data,
      status: DEFAULT_DONATION_STATUS,
      created_at: nowIsoOf(contextOf(request)),
    });
    const { donor_name, amount, currency, donation_type, is_anonymous } = donation;
    await notifyAdmin(
      contextOf(request),
      'donation',
      `New ${donation_type}: ${amount.toFixed(2)} ${currency}`,
      `${is_anonymous ? 'An anonymous donor' : donor_name} gave ${amount.toFixed(2)} ${currency} (${donation_type}, campaign ${donation.campaign}).`,
    );
    return ok(donation, 201, { message: 'Donation received' });
  }),

  http.get(at('/api/donations/latest'), async ({ request }) => {
    const down = apiDownResponse(request);
    if (down) return down;
    const donations = await contextOf(request).db.donations.all();
    const completed = donations.filter((d) => d.status === DEFAULT_DONATION_STATUS);
    return ok(completed.sort(byNewest).slice(0, LATEST_DONATIONS).map(toLatest));
  }),

  http.get(at('/api/donations/admin'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await contextOf(request).db.donations.all()).slice().sort(byNewest).map(toAdminDonation));
  }),

  http.delete(at('/api/donations/:id'), async ({ request, params }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await contextOf(request).db.donations.remove(id))) return notFound('Donation');
    return ok({ id }, 200, { message: 'Donation deleted successfully' });
  }),
];
