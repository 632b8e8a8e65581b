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
