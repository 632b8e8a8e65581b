// The bench's API latency figures (issue #24): medians of the API and the static reference, their
// ratio, and the report's lines for both hosts.
import { describe, expect, it } from 'vitest';
import { apiLines, latencySummary } from './api';

describe('latencySummary', () => {
  it('gives both medians and API / reference', () => {
    expect(latencySummary([3, 1, 2], [1, 0.5, 2, 1])).toEqual({ apiMs: 2, referenceMs: 1, ratio: 2 });
  });

  it('has no ratio without a reference (no samples, or a median of 0)', () => {
    expect(latencySummary([1, 2], [])).toEqual({ apiMs: 1.5, referenceMs: null, ratio: null });
    expect(latencySummary([1], [0, 0, 1]).ratio).toBeNull();
  });

  it('has no figures without API samples', () => {
    expect(latencySummary([], [1])).toEqual({ apiMs: null, referenceMs: 1, ratio: null });
  });
});

describe('apiLines', () => {
  const answer = (chars: number) => ({ status: 200, type: 'application/json', chars });

  it('gives one row a host, a failed host with its reason', () => {
    const lines = apiLines({
      ok: true,
      samples: 50,
      warmup: 5,
      hosts: {
        'service worker': {
          apiMs: 4.234,
          referenceMs: 2.1,
          ratio: 4.234 / 2.1,
          apiSamples: [],
          referenceSamples: [],
          apiAnswer: answer(2400),
          referenceAnswer: answer(120_000),
        },
        page: { error: 'the page was controlled by a service worker' },
      },
    });
    expect(lines).toContain('| service worker | 4.23 ms | 2.10 ms | ×2.02 | 2,400 / 120,000 chars |');
    expect(lines).toContain('| page | n/a | n/a | n/a | the page was controlled by a service worker |');
    expect(lines.some((line) => line.includes('50 sequential requests after 5 to warm up'))).toBe(true);
  });

  it('says n/a with the reason when the step failed', () => {
    expect(apiLines({ ok: false, error: 'no build to serve' })).toContain('n/a (no build to serve)');
  });
});
