// The contract suite as tests: one describe per operation of the OpenAPI document, one it per
// check. The operations and checks come from the document, so a new endpoint needs no new test.
// Runs against the handlers in Node, or API_BASE_URL's server (see sources.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContractSuite, type CheckResult } from './engine';
import { contractDocument, contractServer } from './sources';

const [{ document, source }, server] = await Promise.all([contractDocument(), contractServer()]);
const suite = await loadContractSuite({ document, transport: server.transport, baseUrl: server.baseUrl });

describe(`the contract of ${source}, against ${server.source}`, () => {
  it('has operations to check', () => {
    expect(suite.operations.length).toBeGreaterThan(0);
  });

  for (const operation of suite.operations) {
    describe(`${operation.name} (${operation.operationId ?? 'no operationId'})`, () => {
      let results: CheckResult[] = [];
      // One operation's checks share its fresh data, so they run together before they are reported.
      beforeAll(async () => {
        results = await suite.run(operation.name);
      }, 60_000);

      for (const check of operation.checks) {
        it(check, () => {
          const result = results.find((candidate) => candidate.check === check);
          expect(result, 'the engine reported no such check').toBeDefined();
          expect(result?.ok, result?.detail).toBe(true);
        });
      }
    });
  }
});
