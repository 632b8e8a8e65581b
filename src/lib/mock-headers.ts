// The tab's QA switches as request headers: the API client sends them with every request to the
// mock backend, so whichever host answers (the service worker, the page, the Node server) gets the
// scenario, faults, latency and clock from the request alone. A developer with curl sends the same.
import { CLOCK_KEY, now } from '@/lib/clock';
import { storageKeys } from '@/lib/storage';

export const MOCK_HEADERS = {
  /** A scenario name: api-down, slow, empty, big (or default). */
  scenario: 'X-Mock-Scenario',
  /** ?fault='s rules: METHOD:PATH:STATUS[,...]. */
  fault: 'X-Mock-Fault',
  /** ?latency='s rules: MS, MIN-MAX or METHOD:PATH:MS[,...]. */
  latency: 'X-Mock-Latency',
  /** The backend's "now" for this request: an ISO 8601 instant with a zone. */
  now: 'X-Mock-Now',
  /** Under ?latency=MIN-MAX: which draw of the value's sequence this request waits (0, 1, ...). */
  draw: 'X-Mock-Latency-Draw',
} as const;

/** The latency draws this page load has asked for: a new page load starts the sequence afresh. */
let draws = 0;

/** The headers of the switches on in this tab session (none when storage cannot be read). */
export function mockSwitchHeaders(session: () => Storage = () => sessionStorage): Record<string, string> {
  const headers: Record<string, string> = {};
  try {
    const storage = session();
    const put = (header: string, key: string) => {
      const value = storage.getItem(key);
      if (value !== null) headers[header] = value;
    };
    put(MOCK_HEADERS.scenario, storageKeys.mockScenario);
    put(MOCK_HEADERS.fault, storageKeys.fault);
    put(MOCK_HEADERS.latency, storageKeys.latency);
    if (headers[MOCK_HEADERS.latency]) headers[MOCK_HEADERS.draw] = String(draws++);
    if (storage.getItem(CLOCK_KEY) !== null) headers[MOCK_HEADERS.now] = new Date(now()).toISOString();
  } catch {
    // Site data blocked before main.tsx put memory storage in place: no switches.
  }
  return headers;
}

/**
 * Keeps a scenario for the tab session, as ?scenario= does: the backend answers a scenario switch
 * (POST /api/demo/scenario) for its data, and the tab sends the scenario with each request after it.
 */
export function keepTabScenario(scenario: string, session: () => Storage = () => sessionStorage): void {
  if (scenario === 'default') session().removeItem(storageKeys.mockScenario);
  else session().setItem(storageKeys.mockScenario, scenario);
}
