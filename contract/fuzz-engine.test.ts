// The schema fuzz against the hand-written fixture API: nothing to report on a server that keeps
// the document, and each way a server can part from it reported.
import { describe, expect, it } from 'vitest';
import { fixtureDocument, fixtureServer } from './fixture-api';
import { runSchemaFuzz } from './fuzz';
import type { Transport } from './exchange';

const fuzz = (transport: Transport) => runSchemaFuzz({ document: fixtureDocument, transport, seed: 26, perOperation: 10 });

/** The fixture server, but POST /api/items answered by `answer` when it gives one. */
function withItems(answer: (name: unknown) => Response | null): Transport {
  const server = fixtureServer();
  return async (request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/items') {
      const given = answer(((await request.clone().json()) as { name?: unknown }).name);
      if (given) return given;
    }
    return server(request);
  };
}

describe('runSchemaFuzz on the fixture API', () => {
  it('sends valid and invalid bodies to every JSON write and reports nothing on a server that keeps the document', async () => {
    const results = await fuzz(fixtureServer());
    expect(results.map((r) => r.operation)).toEqual(['POST /api/admin/login', 'POST /api/items']);
    for (const result of results) {
      expect(result.problems, result.operation).toEqual([]);
      expect(result.valid).toBeGreaterThan(0);
      expect(result.invalid).toBeGreaterThan(0);
    }
  });

  it('reports valid bodies a stricter server refuses with 400', async () => {
    const strict = withItems((name) =>
      typeof name === 'string' && name.length > 3 ? Response.json({ success: false, message: 'Too long' }, { status: 400 }) : null,
    );
    const items = (await fuzz(strict)).find((r) => r.operation === 'POST /api/items')!;
    expect(items.problems.some((problem) => problem.startsWith('valid ') && problem.includes('answered 400'))).toBe(true);
  });

  it('reports invalid bodies a looser server takes, and any 5xx', async () => {
    const loose = withItems(() => Response.json({ success: true, data: { id: 9, name: 'x' } }, { status: 201 }));
    const looseItems = (await fuzz(loose)).find((r) => r.operation === 'POST /api/items')!;
    expect(looseItems.problems.some((problem) => /^invalid \(name: /.test(problem) && problem.includes('answered 201'))).toBe(true);
    const failing = withItems(() => Response.json({ success: false }, { status: 500 }));
    const failingItems = (await fuzz(failing)).find((r) => r.operation === 'POST /api/items')!;
    expect(failingItems.problems.some((problem) => problem.startsWith('valid ') && problem.includes('answered 500'))).toBe(true);
  });
});
