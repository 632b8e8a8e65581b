// The tab records (request log, canned answers) over each host's shelf: memory (Node), the page's
// sessionStorage, and the service worker's store, which a restarted worker reads back.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../db/storage';
import { createTabMemory } from '../hosts/worker/tabs';
import type { LoggedRequest } from './backend-types';
import { ANSWERS_KEY } from './canned-answers';
import { MAX_LOGGED_REQUESTS, REQUEST_LOG_KEY } from './request-log';
import { createTabRecords, memoryShelf, recordOps, webStorageShelf } from './tab-records';

const entry = (status: number): LoggedRequest => ({ method: 'GET', path: '/api/services', status, body: null });
const answer = { match: 'GET:/api/services', status: 503, body: { success: false }, times: 1 };

describe('tab records', () => {
  it('keeps each tab its own log, every entry of many logged at once, in order, the last 500 only', async () => {
    const records = createTabRecords(memoryShelf());
    await Promise.all(Array.from({ length: MAX_LOGGED_REQUESTS + 2 }, (_, at) => records.log('a', entry(at))));
    await records.log('b', entry(201));
    const log = await records.requests('a');
    expect([log.length, log[0].status, log.at(-1)!.status]).toEqual([MAX_LOGGED_REQUESTS, 2, MAX_LOGGED_REQUESTS + 1]);
    expect(await records.requests('b')).toEqual([entry(201)]);
    await records.clearRequests('a');
    expect([await records.requests('a'), await records.requests('b')]).toEqual([[], [entry(201)]]);
  });

  it('in the page: the log and the answers under their sessionStorage keys, a corrupt value read as none', async () => {
    sessionStorage.clear();
    const ops = recordOps(createTabRecords(webStorageShelf(() => sessionStorage)), '');
    await ops.addAnswer(answer);
    expect(JSON.parse(sessionStorage.getItem(ANSWERS_KEY)!)).toEqual([answer]);
    sessionStorage.setItem(REQUEST_LOG_KEY, '{"not":"a list"}');
    expect(await ops.requests()).toEqual([]);
    await ops.clearAnswers();
    expect(sessionStorage.getItem(ANSWERS_KEY)).toBeNull();
  });

  it('in the worker: a restarted worker reads back the answers and the log of the one before', async () => {
    const store = createMemoryStorage();
    const before = createTabMemory(async () => store);
    const records = createTabRecords(before.shelf);
    await records.answers.add('a', answer);
    await records.log('a', entry(200));
    await before.remember('client', {
      tab: 'a',
      page: 'p',
      protocol: 3,
      switches: { scenario: 'slow', fault: null, latency: null, clock: null, at: null, draw: null },
    });
    await expect.poll(() => store.getItem('log:a')).toEqual([entry(200)]);
    const after = createTabMemory(async () => store);
    const restarted = createTabRecords(after.shelf);
    expect(await restarted.answers.list('a')).toEqual([answer]);
    expect(await restarted.requests('a')).toEqual([entry(200)]);
    await expect.poll(async () => (await after.pageOf('client'))?.switches.scenario).toBe('slow');
  });
});
