import { describe, expect, it } from 'vitest';
import { parseBenchTable } from './vitest-bench-table';

const OUTPUT = ` ✓  app  mocks/bench/admin-lists.bench.ts > GET /api/donations/admin (warm) 5420ms
     name            hz     min      max     mean      p75      p99     p995     p999     rme  samples
   · 1000 records   106.50  5.0226  25.7221  9.3897  11.0475  25.7221  25.7221  25.7221   ±9.59%       86
   · 50000 records  0.8681  610.22  1,974.28  1,151.89  1,538.62  1,974.28  1,974.28  1,974.28  ±62.46%  5
 ✓  app  mocks/bench/admin-lists.bench.ts > GET /api/volunteers/admin (cold) 9652ms
   · 10000 records  5.7839  148.45  217.39  172.89  190.23  217.39  217.39  217.39  ±21.48%  5
 BENCH  Summary
  app  1000 records - mocks/bench/admin-lists.bench.ts > GET /api/donations/admin (warm)
    6.35x faster than 10000 records`;

describe('parseBenchTable', () => {
  it('reads each row of each group, thousands separators included', () => {
    expect(parseBenchTable(OUTPUT)).toEqual([
      { endpoint: '/api/donations/admin', mode: 'warm', records: 1000, meanMs: 9.3897, p75Ms: 11.0475, p99Ms: 25.7221, samples: 86 },
      { endpoint: '/api/donations/admin', mode: 'warm', records: 50000, meanMs: 1151.89, p75Ms: 1538.62, p99Ms: 1974.28, samples: 5 },
      { endpoint: '/api/volunteers/admin', mode: 'cold', records: 10000, meanMs: 172.89, p75Ms: 190.23, p99Ms: 217.39, samples: 5 },
    ]);
  });

  it('reads coloured output as well', () => {
    const coloured =
      ' \x1b[32m✓\x1b[39m app > GET /api/volunteers/admin (warm)\x1b[33m 70ms\n   \x1b[32m·\x1b[39m 1000 records   \x1b[34m 127.86\x1b[39m  5.1  18.7  \x1b[36m 7.8212\x1b[39m  9.3  17.1  17.1  17.1  ±9%  64';
    expect(parseBenchTable(coloured)).toEqual([
      { endpoint: '/api/volunteers/admin', mode: 'warm', records: 1000, meanMs: 7.8212, p75Ms: 9.3, p99Ms: 17.1, samples: 64 },
    ]);
  });

  it('finds nothing in output without a table (a failed run)', () => {
    expect(parseBenchTable('Error: Cannot find module')).toEqual([]);
  });
});
