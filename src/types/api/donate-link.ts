// The donate page's query string, /donate?type=zakat&amount=123.45: the wizard opens with that
// donation type and amount (the zakat calculator's 'Pay Zakat Now' builds it). The link is anyone's
// to edit, so each value is checked and one that fails is ignored, never shown as an error.
import { z } from 'zod';
import { DONATION_TYPES, MAX_DONATION_AMOUNT, type DonationType } from './donations';

export interface DonatePrefill {
  type?: DonationType;
  amount?: number;
}

const prefillSchema = z.object({
  type: z.enum(DONATION_TYPES).optional().catch(undefined),
  // Whole cents only: an amount a card can be charged.
  amount: z.coerce
    .number()
    .positive()
    .max(MAX_DONATION_AMOUNT)
    .refine((amount) => Number(amount.toFixed(2)) === amount)
    .optional()
    .catch(undefined),
});

/** '?type=zakat&amount=123.45', or '' when there is nothing to fill. */
export function donateQuery(prefill: DonatePrefill = {}): string {
  const params = new URLSearchParams();
  if (prefill.type) params.set('type', prefill.type);
  if (prefill.amount !== undefined) params.set('amount', String(prefill.amount));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The valid values of the query; a missing or invalid one is left out. */
export function readDonatePrefill(params: URLSearchParams): DonatePrefill {
  const { type, amount } = prefillSchema.parse({ type: params.get('type') ?? undefined, amount: params.get('amount') ?? undefined });
  return { ...(type && { type }), ...(amount !== undefined && { amount }) };
}
