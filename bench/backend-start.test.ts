// The cold-start figures' arithmetic: the nearest-rank percentile and the readiness timeout QA are told.
import { describe, expect, it } from 'vitest';
import { percentile, readinessTimeout } from './backend-start';

describe('backend cold-start figures', () => {
  it('takes the nearest-rank percentile: of 20 samples, the 95th is the 19th smallest', () => {
    const samples = Array.from({ length: 20 }, (_, i) => (20 - i) * 100);
    expect(percentile(samples, 95)).toBe(1900);
    expect(percentile(samples, 50)).toBe(1000);
    expect(percentile([], 95)).toBeNull();
  });

  it('gives four times the 95th percentile, rounded up to whole 5 s', () => {
    expect(readinessTimeout(1684)).toBe(10_000);
    expect(readinessTimeout(1250)).toBe(5000);
    expect(readinessTimeout(1251)).toBe(10_000);
  });
});
