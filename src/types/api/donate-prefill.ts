// Reads the donate link's query (donate-link.ts builds it). The link is anyone's to edit, so each
// value is checked and one that fails is ignored, never shown as an error.
import { z } from 'zod';
import type { DonatePrefill } from './donate-link';
import { DONATION_TYPES, isWholeCents, MAX_DONATION_AMOUNT } from './donations';

const prefillSchema = z.object({
  type: z.enum(DONATION_TYPES).optional().catch(undefined),
  // Whole cents only: an amount a card can be charged.
  amount: z.coerce.number().positive().max(MAX_DONATION_AMOUNT).refine(isWholeCents).optional().catch(undefined),
});

/** The valid values of the query; a missing or invalid one is left out. */
export function readDonatePrefill(params: URLSearchParams): DonatePrefill {
  const { type, amount } = prefillSchema.parse({ type: params.get('type') ?? undefined, amount: params.get('amount') ?? undefined });
  return { ...(type && { type }), ...(amount !== undefined && { amount }) };
}
