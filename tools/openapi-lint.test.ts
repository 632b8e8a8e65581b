// The generated OpenAPI document through the linters other teams run on it: Redocly's recommended
// ruleset and Spectral's spectral:oas, with no error from either. A copy with a reference to a
// response that does not exist shows both would report one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi } from '../build/openapi';
import { redoclyLint, spectralLint } from './openapi-lint';

let dir: string;
let file: string;
let broken: string;

beforeAll(async () => {
  const { document } = await generateOpenApi({ base: '/charity/' });
  dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const copy = structuredClone(document) as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  copy.paths['/api/admin/login'].post.responses['401'] = { $ref: '#/components/responses/Missing' };
  broken = join(dir, 'broken.json');
  await writeFile(broken, JSON.stringify(copy));
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['@redocly/cli lint (recommended)', redoclyLint],
  ['@stoplight/spectral-cli (spectral:oas)', spectralLint],
])('%s', (_name, lint) => {
  it('reports no error on the document', async () => {
    const report = await lint(file);
    expect(report.messages).toEqual([]);
    expect(report.errors).toBe(0);
  }, 60_000);

  it('reports a reference to nothing', async () => {
    const report = await lint(broken);
    expect(report.errors).toBeGreaterThan(0);
  }, 60_000);
});
