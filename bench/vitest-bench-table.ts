// Vitest 4's `bench --outputJson` writes no statistics (each benchmark has name, rank, rme and an
// empty samples list), so the figures are read from the table it prints (colours stripped):
//   ✓ app mocks/bench/admin-lists.bench.ts > GET /api/donations/admin (warm) 5420ms
//     name  hz  min  max  mean  p75  p99  p995  p999  rme  samples
//   · 1000 records  106.50  5.0226  25.7221  9.3897  11.0475  25.7221  25.7221  25.7221  ±9.59%  86
import { stripVTControlCharacters } from 'node:util';

/** One row of the table: an endpoint's figures at one size of its collection. */
export interface BenchRow {
  endpoint: string;
  mode: string;
  records: number;
  meanMs: number;
  p75Ms: number;
  p99Ms: number;
  samples: number;
}

const number = (text: string) => Number(text.replace(/,/g, ''));

/** [{ endpoint, mode, records, meanMs, p75Ms, p99Ms, samples }] from `vitest bench` output. */
export function parseBenchTable(stdout: string): BenchRow[] {
  const rows: BenchRow[] = [];
  let group: { endpoint: string; mode: string } | null = null;
  for (const line of stripVTControlCharacters(stdout).split('\n')) {
    const heading = /> GET (\S+) \((\w+)\)/.exec(line);
    if (heading && line.includes('✓')) {
      group = { endpoint: heading[1], mode: heading[2] };
      continue;
    }
    const row = /^\s*·\s+([\d,]+) records\s+(.+)$/.exec(line);
    if (!row || !group) continue;
    const cells = row[2].trim().split(/\s+/);
    // hz, min, max, mean, p75, p99, p995, p999, rme, samples
    if (cells.length < 10) continue;
    rows.push({
      ...group,
      records: number(row[1]),
      meanMs: number(cells[3]),
      p75Ms: number(cells[4]),
      p99Ms: number(cells[5]),
      samples: number(cells[9]),
    });
  }
  return rows;
}
