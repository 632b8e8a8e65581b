// The engine against the hand-written fixture API: all green on a server that keeps the contract,
// and each kind of breach reported by the check made for it.
import { describe, expect, it } from 'vitest';
import { runContractSuite, type CheckResult } from './engine';
import { fixtureDocument, fixtureServer, type Faults } from './fixture-api';

const run = (faults?: Faults) => runContractSuite({ document: fixtureDocument, transport: fixtureServer(faults) });
const failed = (results: CheckResult[]) => results.filter((r) => !r.ok).map((r) => `${r.operation} | ${r.check}`);

describe('runContractSuite on the fixture API', () => {
  it('passes every check of a server that keeps the contract', async () => {
    const results = await run();
    // signOut ends the suite's own session: the operations after it pass only if it signs in again.
    expect(failed(results)).toEqual([]);
    expect(results.map((r) => `${r.operation} | ${r.check}`)).toContain('POST /api/items | invalid example (multipart/form-data) writes nothing');
    expect(results).toHaveLength(33);
  });

  it("runs an operation's x-contract-setup first, on the fresh data", async () => {
    const document = structuredClone(fixtureDocument);
    delete (document.paths['/api/items/{id}'].delete as { 'x-contract-setup'?: string[] })['x-contract-setup'];
    const results = await runContractSuite({ document, transport: fixtureServer() });
    const deleted = results.find((r) => r.operation === 'DELETE /api/items/{id}' && r.check.startsWith('valid example'));
    expect(deleted).toMatchObject({ ok: false, detail: expect.stringContaining('got 404') });
  });

  it('reports a server that accepts a bogus token', async () => {
    expect(failed(await run({ acceptsBogusToken: true }))).toEqual(
      expect.arrayContaining(['POST /api/items | refuses a bogus token with 401', 'DELETE /api/items/{id} | refuses a bogus token with 401']),
    );
  });

  it('reports an administrator-only operation that lets a moderator in', async () => {
    const results = await run({ letsModeratorDelete: true });
    expect(failed(results)).toEqual(['DELETE /api/items/{id} | refuses a moderator with 403 (x-role: administrator)']);
  });

  it('reports a path that is not valid percent-encoding taken for anything but a bad request', async () => {
    const results = await run({ acceptsMalformedPath: true });
    expect(failed(results)).toEqual(['DELETE /api/items/{id} | a path parameter that is not valid percent-encoding answers 400 in the envelope']);
    expect(results.find((r) => !r.ok)?.detail).toMatch(/^expected 400, got 404/);
  });

  it('reports an invalid example that writes', async () => {
    const results = await run({ writesOnInvalid: true });
    const writes = results.find((r) => r.operation === 'POST /api/items' && r.check === 'invalid example (application/json) writes nothing');
    expect(writes).toMatchObject({ ok: false, detail: expect.stringContaining('collections.items') });
  });

  it('reports an undocumented status and a body its schema refuses', async () => {
    expect(failed(await run({ undocumentedStatus: true, badSuccessBody: true }))).toEqual([
      'GET /api/items | valid example answers a documented success matching its schema',
      'GET /api/items | every answer has a documented status and matches its schema',
      'POST /api/items | valid example (application/json) answers a documented success matching its schema',
      'POST /api/items | valid example (multipart/form-data) answers a documented success matching its schema',
      'POST /api/items | every answer has a documented status and matches its schema',
      // Its setup (createItem's valid example) now answers 202, so it has no item 2 to delete.
      'DELETE /api/items/{id} | refuses a moderator with 403 (x-role: administrator)',
      'DELETE /api/items/{id} | valid example answers a documented success matching its schema',
    ]);
  });
});
