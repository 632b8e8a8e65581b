#!/usr/bin/env node
// Build step right after `vite build`: generates the OpenAPI document of the mock backend from the
// zod contract (mocks/contract/openapi-build.ts, loaded through Vite's SSR loader), checks that it
// documents every route and only routes that exist, validates it as OpenAPI 3.1 with
// @readme/openapi-parser, and writes it to dist/openapi.json (finish-build then gzips it). Any
// problem fails the build with a message naming each one.
// Usage: node scripts/openapi.mjs [dir]   (default BUILD_DIR, else dist)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate } from '@readme/openapi-parser';
import { BUILD_DIR } from './build-output.mjs';
import { createTsLoader } from './load-ts.mjs';

const ENTRY = '/mocks/contract/openapi-build.ts';

export const packageVersion = () => JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/** Every problem of a document and its route drift (from routeDrift()), as lines to print. */
export async function openApiProblems(document, drift) {
  const problems = drift.map(({ kind, route }) => `${kind}: ${route}`);
  // The validator resolves refs in place: it gets a copy.
  const result = await validate(structuredClone(document));
  if (!result.valid) problems.push(...result.errors.map(({ message }) => `not valid OpenAPI 3.1: ${message}`));
  return problems;
}

/** The document of the app's mock backend and its problems. */
export async function generateOpenApi({ base = process.env.BASE_PATH ?? '/', version = packageVersion() } = {}) {
  const loader = await createTsLoader({ base });
  try {
    const { openApiDocument, routeDrift } = await loader.load(ENTRY);
    const document = openApiDocument(version);
    return { document, problems: await openApiProblems(document, routeDrift()) };
  } finally {
    await loader.close();
  }
}

async function main(dir = BUILD_DIR) {
  const { document, problems } = await generateOpenApi();
  if (problems.length) {
    console.error(`openapi: the OpenAPI document and the mock backend disagree (${problems.length}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Add or fix the operation in src/types/api/operations/, or the route in mocks/handlers/.');
    process.exit(1);
  }
  const text = JSON.stringify(document);
  writeFileSync(join(dir, 'openapi.json'), text);
  const operations = Object.values(document.paths).reduce((sum, path) => sum + Object.keys(path).length, 0);
  console.log(`openapi: ${operations} operations, ${(text.length / 1024).toFixed(0)} KB, written to ${join(dir, 'openapi.json')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv[2]);
