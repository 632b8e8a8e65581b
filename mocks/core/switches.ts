// The QA switches a request runs under. The page's API client sends the tab's switches as X-Mock-*
// headers (src/lib/mock-headers.ts); a request without them (an <img>, a test's own fetch) runs
// under the switches its host keeps for the tab (the page's sessionStorage, the server's flags).
// A header is read by the same parser as its URL parameter; one it refuses is a 400 naming it.
import { clockFrom, parsePin, type ClockPin } from '@/lib/clock';
import { MOCK_HEADERS } from '@/lib/mock-headers';
import { storageKeys } from '@/lib/storage';
import { faultSwitch } from '../qa/fault-switch';
import { latencySwitch } from '../qa/latency-switch';
import { nowSwitch } from '../qa/now-switch';
import type { UrlSwitch } from '../qa/url-switch';
import { isScenario, type Scenario } from '../qa/scenario';

export interface Switches {
  scenario: Scenario;
  /** ?fault='s rules as stored ('POST:/api/donations:500'), null when off. */
  fault: string | null;
  /** ?latency='s value as stored ('300', '200-800'), null when off. */
  latency: string | null;
  /** The tab's pinned clock (it runs on from the pin), null for the real one. */
  clock: ClockPin | null;
  /** X-Mock-Now: the instant the whole request runs at, epoch ms (over `clock`); null when not sent. */
  at: number | null;
  /** X-Mock-Latency-Draw: which draw of the latency sequence this request waits; null when not sent. */
  draw: number | null;
}

export const NO_SWITCHES: Switches = { scenario: 'default', fault: null, latency: null, clock: null, at: null, draw: null };

/** The switches a tab session's storage holds (see mocks/qa/url-switch.ts). */
export function switchesIn(storage: Storage | undefined): Switches {
  if (!storage) return NO_SWITCHES;
  const scenario = storage.getItem(storageKeys.mockScenario);
  return {
    scenario: isScenario(scenario) ? scenario : 'default',
    fault: storage.getItem(faultSwitch.storageKey),
    latency: storage.getItem(latencySwitch.storageKey),
    clock: parsePin(storage.getItem(nowSwitch.storageKey)),
    at: null,
    draw: null,
  };
}

export type SwitchesResult = { ok: true; switches: Switches } | { ok: false; message: string };

/** The request's switches: each X-Mock-* header present wins over `tab`'s. */
export function switchesOf(request: Request, tab: Switches): SwitchesResult {
  const switches = { ...tab };
  const header = (name: string) => request.headers.get(name)?.trim() ?? null;
  const invalid = (name: string, value: string) => ({ ok: false as const, message: `${name}: "${value}" is not a valid value.` });
  const parsed = (name: string, urlSwitch: UrlSwitch, value: string) => {
    // 'off' turns a switch off for this request, as ?fault=off does for the tab.
    if (value === (urlSwitch.clearValue ?? 'off')) return null;
    return urlSwitch.parse(value) ?? invalid(name, value);
  };

  const scenario = header(MOCK_HEADERS.scenario);
  if (scenario !== null) {
    if (!isScenario(scenario)) return invalid(MOCK_HEADERS.scenario, scenario);
    switches.scenario = scenario;
  }
  for (const [name, urlSwitch, key] of [
    [MOCK_HEADERS.fault, faultSwitch, 'fault'],
    [MOCK_HEADERS.latency, latencySwitch, 'latency'],
  ] as const) {
    const value = header(name);
    if (value === null) continue;
    const stored = parsed(name, urlSwitch, value);
    if (stored !== null && typeof stored !== 'string') return stored;
    switches[key] = stored;
  }
  const now = header(MOCK_HEADERS.now);
  if (now !== null) {
    const stored = parsed(MOCK_HEADERS.now, nowSwitch, now);
    if (stored !== null && typeof stored !== 'string') return stored;
    // The request runs at that instant throughout: what it writes is dated exactly as asked. The
    // tab's clock runs on from it: a later request without the header (QA's fetch in the page,
    // which the worker answers with the switches it last saw) must not fall back to the real clock,
    // where a session opened under the pin has long expired.
    const pin = stored === null ? null : parsePin(stored)!;
    switches.at = pin?.at ?? null;
    switches.clock = pin;
  }
  const draw = header(MOCK_HEADERS.draw);
  if (draw !== null) {
    if (!/^\d{1,9}$/.test(draw)) return invalid(MOCK_HEADERS.draw, draw);
    switches.draw = Number(draw);
  }
  return { ok: true, switches };
}

/** The request's clock: the instant its header names, else the tab's pinned clock, else the real one. */
export function clockOf(switches: Switches): () => number {
  const { at } = switches;
  return at === null ? clockFrom(switches.clock) : () => at;
}
