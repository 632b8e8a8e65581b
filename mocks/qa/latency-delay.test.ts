// ?latency=MIN-MAX: the app's API client numbers its requests per page load (X-Mock-Latency-Draw),
// so each page load draws its own sequence from the start, whichever backend answers it, however
// the requests of several tabs interleave and however often a service worker restarts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_HEADERS } from '@/lib/mock-headers';
import { storageKeys } from '@/lib/storage';
import { NO_SWITCHES, switchesOf } from '../core/switches';
import { createLatencyDelay, latencyDraws } from './latency-delay';

const VALUE = '100-900';
const sequence = (from: number, count: number) => Array.from({ length: count }, latencyDraws(VALUE, { min: 100, max: 900 }, from));

afterEach(() => vi.resetModules());

/** A backend's latency: the delays it waits for requests with these headers. */
function backend() {
  const latencyDelay = createLatencyDelay();
  return async (headers: Record<string, string>, path = '/api/services'): Promise<number> => {
    const request = new Request(`http://localhost${path}`, { headers });
    const read = switchesOf(request, NO_SWITCHES);
    if (!read.ok) throw new Error(read.message);
    let waited = 0;
    await latencyDelay(request, { switches: read.switches, wait: async (ms) => void (waited = ms) });
    return waited;
  };
}

/** A page load's API client: the headers of its requests, numbered from 0. */
async function pageLoad() {
  vi.resetModules();
  sessionStorage.setItem(storageKeys.latency, VALUE);
  const { mockSwitchHeaders } = await import('@/lib/mock-headers');
  return () => mockSwitchHeaders();
}

describe('?latency=MIN-MAX', () => {
  it('numbers the requests of a page load from 0, and a new page load starts afresh', async () => {
    const first = await pageLoad();
    expect([first(), first()].map((headers) => headers[MOCK_HEADERS.draw])).toEqual(['0', '1']);
    const reloaded = await pageLoad();
    expect(reloaded()[MOCK_HEADERS.draw]).toBe('0');
  });

  it('waits the draw a request names, whatever backend answers it and whatever came before', async () => {
    const one = await pageLoad();
    const headers = [one(), one(), one()];
    const answer = backend();
    expect(await Promise.all(headers.map((each) => answer(each)))).toEqual(sequence(0, 3));
    // A restarted worker is a new backend: the same requests wait the same.
    const restarted = backend();
    expect([await restarted(headers[2]), await restarted(headers[0])]).toEqual([...sequence(2, 1), ...sequence(0, 1)]);
  });

  it("gives each page load its own sequence, however two tabs' requests interleave", async () => {
    const answer = backend();
    const one = await pageLoad();
    const two = await pageLoad();
    const delays = { one: [] as number[], two: [] as number[] };
    for (let i = 0; i < 3; i += 1) {
      delays.one.push(await answer(one()));
      delays.two.push(await answer(two()), await answer(two()));
    }
    expect(delays.one).toEqual(sequence(0, 3));
    expect(delays.two).toEqual(sequence(0, 6));
  });

  it('draws the next of its own for a request that names no draw (an <img>, a test’s own fetch)', async () => {
    const answer = backend();
    expect([await answer({ [MOCK_HEADERS.latency]: VALUE }), await answer({ [MOCK_HEADERS.latency]: VALUE })]).toEqual(sequence(0, 2));
  });

  it('reads a rule for one endpoint from the header, as curl sends it', async () => {
    const answer = backend();
    const headers = { [MOCK_HEADERS.latency]: 'GET:/api/services:300' };
    expect([await answer(headers), await answer(headers, '/api/banner')]).toEqual([300, 0]);
  });

  it('refuses a draw that is not a whole number', async () => {
    await expect(backend()({ [MOCK_HEADERS.latency]: VALUE, [MOCK_HEADERS.draw]: 'x' })).rejects.toThrow(MOCK_HEADERS.draw);
  });
});
