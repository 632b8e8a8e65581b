// The donate page's query string, /donate?type=zakat&amount=123.45: the wizard opens with that
// donation type and amount (the zakat calculator's 'Pay Zakat Now' builds it). Building the link
// is here, without zod, for the app's paths (config/paths.ts, in every page's first load);
// reading it back, with the contract's checks, is donate-prefill.ts.
import type { DonationType } from './donations';

export interface DonatePrefill {
  type?: DonationType;
  amount?: number;
}

/** '?type=zakat&amount=123.45', or '' when there is nothing to fill. */
export function donateQuery(prefill: DonatePrefill = {}): string {
  const params = new URLSearchParams();
  if (prefill.type) params.set('type', prefill.type);
  if (prefill.amount !== undefined) params.set('amount', String(prefill.amount));
  const query = params.toString();
  return query ? `?${query}` : '';
}
