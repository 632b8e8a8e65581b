// The schema fuzz (fuzz.ts) against the same server as the contract suite: the handlers in Node, or
// API_BASE_URL's. FUZZ_SEED repeats another run's bodies; the counts are printed.
import { beforeAll, describe, expect, it } from 'vitest';
import { runSchemaFuzz, type FuzzResult } from './fuzz';
import { contractDocument, contractServer } from './sources';

const SEED = Number(process.env.FUZZ_SEED ?? 26);
const PER_OPERATION = 15;

let results: FuzzResult[];

beforeAll(async () => {
  const [{ document }, server] = await Promise.all([contractDocument(), contractServer()]);
  results = await runSchemaFuzz({ document, transport: server.transport, baseUrl: server.baseUrl, seed: SEED, perOperation: PER_OPERATION });
  const sum = (key: 'valid' | 'invalid') => results.reduce((total, result) => total + result[key], 0);
  const problems = results.reduce((total, result) => total + result.problems.length, 0);
  console.log(
    `schema fuzz (seed ${SEED}, against ${server.source}): ${sum('valid')} valid and ${sum('invalid')} invalid bodies over ${results.length} JSON writes, ${problems} disagreements`,
  );
}, 120_000);

describe('the schema fuzz of every JSON write', () => {
  it('sends at least 300 bodies, valid and invalid ones to every operation', () => {
    expect(results.length).toBeGreaterThan(0);
    expect(results.reduce((total, result) => total + result.valid + result.invalid, 0)).toBeGreaterThanOrEqual(300);
    for (const result of results) {
      expect(result.valid, result.operation).toBeGreaterThan(0);
      expect(result.invalid, result.operation).toBeGreaterThan(0);
    }
  });

  it('answers no valid body with 400, every invalid one with 400, nothing with 5xx', () => {
    expect(results.filter((result) => result.problems.length).map(({ operation, problems }) => ({ operation, problems }))).toEqual([]);
  });
});
