import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail } from '@mocks/core/responses';
import { DEFAULT_EVENTS } from '@/content/default-events';
import { seedEvents } from '@/lib/local-events';
import { storageKeys } from '@/lib/storage';
import { makeEvents, storeEvents } from '../testing/event-fixtures';
import { eventQueries } from './event-queries';
import { now } from '@/lib/clock';

// The page checks the events answer against the contract only when it comes from a real backend.
const backend = vi.hoisted(() => ({ mocks: true }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    env: {
      ...actual.env,
      get ENABLE_MOCKS() {
        return backend.mocks;
      },
    },
  };
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  vi.restoreAllMocks();
  backend.mocks = true;
});

describe('eventQueries.public', () => {
  it('answers GET /api/events?limit=N from the stored events, newest first', async () => {
    storeEvents(makeEvents(8));
    const events = await client().fetchQuery(eventQueries.public(6));
    expect(events).toHaveLength(6);
    expect(events[0].title).toBe('Community Event 8');
  });

  it('falls back to the stored events when the call fails, then to the five defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(api('/api/events'), () => fail(500, 'Down')));
    expect((await client().fetchQuery(eventQueries.public(6))).map((e) => e.id)).toEqual(seedEvents(now()).map((e) => e.id));

    localStorage.setItem(storageKeys.events, 'corrupt');
    expect(await client().fetchQuery(eventQueries.public(6))).toEqual(DEFAULT_EVENTS);
    expect(warn).toHaveBeenCalled();
  });

  it('drops entries of a real backend that do not match the contract', async () => {
    backend.mocks = false;
    server.use(http.get(api('/api/events'), () => Response.json({ success: true, data: [seedEvents(now())[0], { id: 'x' }] })));
    expect(await client().fetchQuery(eventQueries.public(6))).toEqual([seedEvents(now())[0]]);
  });

  it("drops the stored entries that do not match the contract in the mock backend's answer", async () => {
    storeEvents([...makeEvents(2), { id: 'x' } as never]);
    expect((await client().fetchQuery(eventQueries.public(6))).map((e) => e.title)).toEqual(['Community Event 2', 'Community Event 1']);
  });
});

describe('eventQueries.list and categories', () => {
  it('read localStorage', async () => {
    storeEvents(makeEvents(3), [{ id: 'a', name: 'A', slug: 'a', count: 1 }]);
    const queryClient = client();
    expect(await queryClient.fetchQuery(eventQueries.list())).toHaveLength(3);
    expect(await queryClient.fetchQuery(eventQueries.categories())).toEqual([{ id: 'a', name: 'A', slug: 'a', count: 1 }]);
  });
});
