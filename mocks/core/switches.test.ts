import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOf, NO_SWITCHES, switchesOf } from './switches';

const PINNED = Date.parse('2026-03-01T09:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('X-Mock-Now', () => {
  it('runs the request at its instant, and the tab’s clock on from there for requests that carry no header', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T02:00:00Z') });
    const read = switchesOf(new Request('http://x/api/events', { headers: { 'X-Mock-Now': '2026-03-01T09:00:00Z' } }), NO_SWITCHES);
    if (!read.ok) throw new Error(read.message);
    expect(clockOf(read.switches)()).toBe(PINNED);

    // What the worker remembers for the tab: the switches without the one request's instant.
    const remembered = { ...read.switches, at: null };
    vi.advanceTimersByTime(60_000);
    expect(clockOf(remembered)()).toBe(PINNED + 60_000);
  });

  it("'off' turns the tab's pinned clock off", () => {
    const tab = { ...NO_SWITCHES, clock: { at: PINNED, setAt: Date.now() } };
    const read = switchesOf(new Request('http://x/api/events', { headers: { 'X-Mock-Now': 'off' } }), tab);
    if (!read.ok) throw new Error(read.message);
    expect(read.switches.clock).toBeNull();
    expect(read.switches.at).toBeNull();
  });
});
