import { MutationObserver, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type Invalidates } from './react-query';

const KEYS: readonly QueryKey[] = [
  ['banners', 'public'],
  ['banners', 'admin'],
  ['settings', 'email'],
  ['settings', 'theme'],
];

let unsubscribes: (() => void)[] = [];

afterEach(() => {
  for (const unsubscribe of unsubscribes) unsubscribe();
  unsubscribes = [];
});

/** Every key of KEYS on screen (an observer each), with how many times each was fetched. */
async function watchAll(client: QueryClient): Promise<Map<string, number>> {
  const fetches = new Map<string, number>();
  for (const queryKey of KEYS) {
    const name = queryKey.join('/');
    fetches.set(name, 0);
    const observer = new QueryObserver(client, {
      queryKey,
      // Counted when the fetch ends, a little later: a refetch not awaited is not counted yet.
      queryFn: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return fetches.set(name, (fetches.get(name) ?? 0) + 1).get(name);
      },
    });
    unsubscribes.push(observer.subscribe(() => undefined));
  }
  await vi.waitFor(() => expect([...fetches.values()]).toEqual([1, 1, 1, 1]));
  return fetches;
}

/** Runs a mutation that succeeds or fails, with `invalidates` as its meta when given. */
async function runMutation(client: QueryClient, outcome: 'success' | 'error', invalidates?: Invalidates): Promise<void> {
  const observer = new MutationObserver(client, {
    mutationFn: async () => {
      if (outcome === 'error') throw new Error('refused');
      return 'saved';
    },
    ...(invalidates ? { meta: { invalidates } } : {}),
  });
  await observer.mutate().catch(() => undefined);
}

/** The keys fetched a second time. */
const refetched = (fetches: Map<string, number>) => [...fetches].filter(([, count]) => count > 1).map(([name]) => name);

describe('the invalidation rule of createQueryClient', () => {
  it.each(['success', 'error'] as const)(
    'refetches exactly the keys under meta.invalidates after %s, before the mutation resolves',
    async (outcome) => {
      const client = createQueryClient();
      const fetches = await watchAll(client);
      await runMutation(client, outcome, [['banners'], ['settings', 'email']]);
      expect(refetched(fetches)).toEqual(['banners/public', 'banners/admin', 'settings/email']);
    },
  );

  it("refetches every query for 'all'", async () => {
    const client = createQueryClient();
    const fetches = await watchAll(client);
    await runMutation(client, 'error', 'all');
    expect(refetched(fetches)).toEqual(KEYS.map((key) => key.join('/')));
  });

  it('refetches nothing for a mutation without meta.invalidates', async () => {
    const client = createQueryClient();
    const fetches = await watchAll(client);
    await runMutation(client, 'success');
    await runMutation(client, 'error', []);
    expect(refetched(fetches)).toEqual([]);
  });
});
