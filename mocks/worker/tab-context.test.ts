// The worker runs the handlers over a copy of the requesting tab's storages and hands back exactly
// what changed, the request log apart; the tab applies it (mocks/tab-state.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../handlers/handler-test-utils';
import { REQUEST_LOG_KEY } from '../qa/request-log';
import { applyTabChanges, type TabState } from '../tab-state';
import { withTabState } from './tab-context';

const pageStorages = { localStorage, sessionStorage };

afterEach(() => {
  // withTabState puts its copies on globalThis; the page's own come back for the next test.
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, writable: true, value: pageStorages.localStorage });
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, writable: true, value: pageStorages.sessionStorage });
  localStorage.clear();
  sessionStorage.clear();
});

describe('withTabState', () => {
  it('runs over the tab state and returns what changed, removals included, and the requests answered', async () => {
    const state: TabState = { page: 'tab-1', local: { themeColors: '{"primary":"#000000"}', adminToken: 'old' }, session: { mockScenario: 'slow' } };
    const { result, changes } = await withTabState(state, async () => {
      const seen = sessionStorage.getItem('mockScenario');
      localStorage.setItem('themeColors', '{"primary":"#ffffff"}');
      localStorage.removeItem('adminToken');
      sessionStorage.removeItem('mockScenario');
      await call('GET', '/api/services');
      return seen;
    });
    expect(result).toBe('slow');
    expect(changes.local).toEqual({ themeColors: '{"primary":"#ffffff"}', adminToken: null });
    expect(changes.session).toEqual({ mockScenario: null });
    expect(changes.log).toEqual([{ method: 'GET', path: '/api/services', status: 200, body: null }]);
  });

  it("the tab applies the changes and appends the log to its own", async () => {
    const state: TabState = { page: 'tab-1', local: {}, session: {} };
    const { changes } = await withTabState(state, async () => {
      localStorage.setItem('themeColors', '{"primary":"#123456"}');
      await call('GET', '/api/services');
    });
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, writable: true, value: pageStorages.localStorage });
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, writable: true, value: pageStorages.sessionStorage });
    sessionStorage.setItem(REQUEST_LOG_KEY, JSON.stringify([{ method: 'GET', path: '/api/banner', status: 200, body: null }]));
    applyTabChanges(changes);
    expect(localStorage.getItem('themeColors')).toBe('{"primary":"#123456"}');
    expect(JSON.parse(sessionStorage.getItem(REQUEST_LOG_KEY)!)).toHaveLength(2);
  });
});
