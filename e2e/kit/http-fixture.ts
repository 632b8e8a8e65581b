// The QA kit's fixture for the API server (`npm run api-server`): window.__backend's controls over
// HTTP, at /__backend/ (the server's /__backend/openapi.json describes them), for tests that drive
// the API with Playwright's `request`. Each test starts clean: the seed's scenario, the data
// reseeded, every switch off, the request log empty. The server's switches (fault, latency, clock,
// scenario) are the whole server's: one suite at a time drives a server. The request log and the
// canned answers are kept per X-Mock-Tab header; this fixture uses the tab of requests sent without one.
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { startClean, type BackendControls, type IdleOptions } from './backend-fixture.js';

/** The controls over HTTP: each call resolves with what window.__backend's would. */
export type HttpBackend = BackendControls & {
  /** Resolves once no API request is under way and none has started for `settleMs` (default 500). */
  idle(options?: IdleOptions): Promise<void>;
};

export function httpBackendOf(request: APIRequestContext): HttpBackend {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<T> => {
    const response = await request.fetch(`/__backend/${path}`, { method, ...(data ? { data } : {}) });
    const answer = (await response.json()) as { data?: T; message?: string };
    if (!response.ok()) throw new Error(`${method} /__backend/${path}: ${response.status()} ${answer.message ?? ''}`);
    return answer.data as T;
  };
  return {
    reset: (options = {}) => call('POST', 'reset', options),
    scenario: (name) => call('POST', 'scenario', { name }),
    fault: (rule, options = {}) => call('POST', 'fault', { rule, ...options }),
    latency: (delay, options = {}) => call('POST', 'latency', { delay, ...options }),
    now: (iso) => call('POST', 'now', { iso }),
    switches: () => call('GET', 'switches'),
    clearSwitches: () => call('POST', 'clear-switches'),
    respond: (method, path, answer) => call('POST', 'respond', { method, path, ...answer }),
    requests: () => call('GET', 'requests'),
    clearRequests: () => call('DELETE', 'requests'),
    outbox: () => call('GET', 'outbox'),
    idle: ({ settleMs = 500 } = {}) => call('GET', `idle?settleMs=${settleMs}`),
  };
}

export const test = base.extend<{ backend: HttpBackend }>({
  backend: async ({ request }, use) => {
    const backend = httpBackendOf(request);
    await startClean(backend);
    await use(backend);
  },
});

export { expect };
