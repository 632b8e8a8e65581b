// The suite must fail against a server that ignores the contract: one that answers
// { success: true, data: 'x' } with 200 to every request, whatever it is.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractSuite, type CheckResult } from './engine';
import { CHECKS } from './plan';
import { contractDocument } from './sources';

let server: Server;
let results: CheckResult[];

beforeAll(async () => {
  server = createServer((request, response) => {
    // Drained first, so the client has sent its whole body before the answer ends the exchange.
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: 'x' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const { document } = await contractDocument();
  results = await runContractSuite({ document, transport: (request) => fetch(request), baseUrl: `http://127.0.0.1:${port}` });
}, 60_000);

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the contract suite against a server that answers 200 "x" to everything', () => {
  it('fails at least one check of every operation', () => {
    const operations = new Set(results.map((r) => r.operation));
    const failing = new Set(results.filter((r) => !r.ok).map((r) => r.operation));
    expect(operations.size).toBeGreaterThan(0);
    expect([...operations].filter((operation) => !failing.has(operation))).toEqual([]);
  });

  it('fails every 401 check: no token and a bogus one are both let in', () => {
    const authChecks = results.filter((r) => r.check === CHECKS.noToken || r.check === CHECKS.bogusToken);
    expect(authChecks.length).toBeGreaterThan(0);
    expect(authChecks.filter((r) => r.ok)).toEqual([]);
    expect(authChecks[0].detail).toMatch(/^expected 401, got 200/);
  });

  it('reports the answers its schemas refuse', () => {
    const documented = results.filter((r) => r.check === CHECKS.documented && !r.ok);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.some((r) => /200 body: \/data must/.test(r.detail))).toBe(true);
  });

  it('cannot even get fresh data: sign-in gives no token', () => {
    const valid = results.filter((r) => r.check.startsWith('valid example'));
    expect(valid.filter((r) => r.ok)).toEqual([]);
    expect(valid[0].detail).toMatch(/cannot sign in as admin/);
  });
});
