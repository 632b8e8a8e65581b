import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
