import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { donations } from './donation-queries';

export const DELETE_DONATION_FALLBACK = 'Failed to delete donation';

/** DELETE /api/donations/{id}. */
const deleteDonation = donations.remove({ fallbackMessage: DELETE_DONATION_FALLBACK });

export type BulkDeleteResult = { deleted: number[]; failed: { id: number; error: unknown }[] };

/** One request at a time: a large selection never floods the backend, and failures stay in order. */
const CONCURRENCY = 1;

/** Deletes each selected donation; reports which went and which failed (nothing is retried). */
export async function deleteDonations(ids: readonly number[]): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  let next = 0;
  let unauthorized = false;
  async function worker() {
    while (next < ids.length && !unauthorized) {
      const id = ids[next];
      next += 1;
      try {
        await deleteDonation(id);
        result.deleted.push(id);
      } catch (error) {
        // The session is gone: the rest would fail the same way.
        if (error instanceof ApiError && error.status === 401) unauthorized = true;
        result.failed.push({ id, error });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return result;
}

export function useDeleteDonations() {
  return useMutation(donations.mutation(deleteDonations));
}
