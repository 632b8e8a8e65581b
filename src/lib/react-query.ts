import { matchQuery, MutationCache, QueryClient, type Mutation, type QueryKey } from '@tanstack/react-query';

/** What a mutation refetches when it settles: the queries under these keys, or every query. */
export type Invalidates = readonly QueryKey[] | 'all';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { invalidates?: Invalidates };
  }
}

/**
 * The one invalidation rule: a mutation refetches the queries its `meta.invalidates` names once it
 * has settled, whether it succeeded or failed. A failure does not prove the server is unchanged
 * (a bulk delete that stopped half-way, a save whose answer was lost, a 404 for a row another tab
 * removed), and the refetch also replaces any optimistic edit with what the server holds. The
 * promise is returned so the mutation resolves only once the lists show the change.
 */
function invalidateAfterMutation(client: QueryClient, mutation: Mutation<unknown, unknown, unknown>): Promise<void> | undefined {
  const invalidates = mutation.meta?.invalidates;
  if (!invalidates) return undefined;
  if (invalidates === 'all') return client.invalidateQueries();
  return client.invalidateQueries({ predicate: (query) => invalidates.some((queryKey) => matchQuery({ queryKey }, query)) });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _onMutateResult, mutation, context) => invalidateAfterMutation(context.client, mutation),
    }),
    defaultOptions: {
      // The backend is in the page: a failure is deterministic, so fall back at once instead of retrying.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Name of the channel the mock db announces writes on; other tabs refetch. */
export const DATA_CHANNEL = 'charity-db';

/**
 * This page's mark on the writes it announces on DATA_CHANNEL. The page hears its own writes too
 * (its listener is another channel object) and skips them: its mutations refetch what they change,
 * and a refetch fired mid-request would go out with a session token that the request is replacing.
 */
export const PAGE_ID = Math.random().toString(36).slice(2);
