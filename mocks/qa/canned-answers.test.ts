// The canned answers as a host without a page keeps them (Node: memory, by the X-Mock-Tab header):
// each tab's answers apply to its own requests only, and are counted down exactly.
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { createBackend } from '../core/create-backend';
import { NO_SWITCHES } from '../core/switches';
import { getDb } from '../testing/current-db';
import { testOrigin } from '../testing/api';

const backend = () => createBackend({ origin: testOrigin, db: getDb, local: () => localStorage, tabSwitches: () => NO_SWITCHES });
const request = (tab?: string) => new Request(new URL(apiUrl('/api/services'), location.href), { headers: tab ? { 'X-Mock-Tab': tab } : {} });

describe('canned answers in a host without a page', () => {
  it("keeps each tab's answers for its own requests", async () => {
    const { answers, handle } = backend();
    await answers.add('a', { match: 'GET:/api/services', status: 503, body: { success: false }, times: 1, fault: 'GET:/api/services:503' });
    expect((await handle(request('b'))).status).toBe(200);
    expect((await handle(request())).status).toBe(200);
    const faulted = await handle(request('a'));
    expect([faulted.status, faulted.headers.get('X-Mock-Fault')]).toEqual([503, 'GET:/api/services:503']);
    expect((await handle(request('a'))).status).toBe(200);
  });

  it('answers exactly N of many overlapping requests, and every one with times null until cleared', async () => {
    const { answers, handle } = backend();
    await answers.add('', { match: 'GET:/api/services', status: 500, body: { success: false }, times: 3 });
    const statuses = await Promise.all(Array.from({ length: 8 }, async () => (await handle(request())).status));
    expect(statuses.filter((status) => status === 500)).toHaveLength(3);
    await answers.add('', { match: 'GET:/api/*', status: 500, body: { success: false }, times: null });
    expect([(await handle(request())).status, (await handle(request())).status]).toEqual([500, 500]);
    await answers.clear('');
    expect((await handle(request())).status).toBe(200);
  });

  it('keeps a next-load answer from the page load that set it (X-Mock-Page) and gives it to the next', async () => {
    const { answers, handle } = backend();
    await answers.add('a', { match: 'GET:/api/services', status: 503, body: { success: false }, times: 1, notPage: 'first' });
    const from = (page: string) => new Request(request('a'), { headers: { 'X-Mock-Tab': 'a', 'X-Mock-Page': page } });
    expect((await handle(from('first'))).status).toBe(200);
    expect((await handle(from('second'))).status).toBe(503);
    expect((await handle(from('second'))).status).toBe(200);
  });
});
