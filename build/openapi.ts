// Build step right after the app's bundle: the OpenAPI document of the mock backend from the zod
// contract (mocks/contract/openapi-build.ts, loaded through Vite's SSR loader), checked to document
// every route and only routes that exist, validated as OpenAPI 3.1 with @readme/openapi-parser, and
// written to dist/openapi.json (the gzip step then compresses it). Any problem fails the build with
// a message naming each one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { OpenApiDocument } from '../src/types/api/openapi/document';
import { afterBuild } from './step';

const ENTRY = '/mocks/contract/openapi-build.ts';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const packageVersion = (): string => JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

/** Every problem of a document and its route drift (from routeDrift()), as lines to print. */
export async function openApiProblems(document: object, drift: { kind: string; route: string }[]): Promise<string[]> {
  const problems = drift.map(({ kind, route }) => `${kind}: ${route}`);
  // Loaded here, not with the Vite config that imports this file.
  const { validate } = await import('@readme/openapi-parser');
  // The validator resolves refs in place: it gets a copy.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  if (!result.valid) problems.push(...result.errors.map(({ message }) => `not valid OpenAPI 3.1: ${message}`));
  return problems;
}

export interface OpenApiOptions {
  /** The app's base path, as import.meta.env.BASE_URL in the modules. */
  base?: string;
  version?: string;
  mode?: string;
  root?: string;
  configFile?: string | false;
}

/** The document of the app's mock backend and its problems. */
export async function generateOpenApi({
  base = '/',
  version = packageVersion(),
  mode = 'production',
  root = ROOT,
  configFile = join(ROOT, 'vite.config.ts'),
}: OpenApiOptions = {}): Promise<{ document: OpenApiDocument; problems: string[] }> {
  // A Vite server in middleware mode (no HTTP, no watcher), only to load the TypeScript modules
  // with the app's aliases and import.meta.env.
  const vite = await createServer({
    configFile,
    root,
    base,
    mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { openApiDocument, routeDrift } = (await vite.ssrLoadModule(ENTRY)) as typeof import('../mocks/contract/openapi-build');
    const document = openApiDocument(version);
    return { document, problems: await openApiProblems(document, routeDrift()) };
  } finally {
    await vite.close();
  }
}

/** Writes `openapi.json` into the build's output; fails the build on any problem. */
export function openApiFile() {
  return afterBuild('openapi-file', async ({ config, outDir, log }) => {
    const { document, problems } = await generateOpenApi({
      base: config.base,
      mode: config.mode,
      root: config.root,
      configFile: config.configFile ?? false,
    });
    if (problems.length) {
      throw new Error(
        [
          `openapi: the OpenAPI document and the mock backend disagree (${problems.length}):`,
          ...problems.map((problem) => `  - ${problem}`),
          'Add or fix the operation in src/types/api/operations/, or the route in mocks/handlers/.',
        ].join('\n'),
      );
    }
    const text = JSON.stringify(document);
    const file = join(outDir, 'openapi.json');
    writeFileSync(file, text);
    const operations = Object.values(document.paths).reduce((sum, path) => sum + Object.keys(path).length, 0);
    log(`openapi: ${operations} operations, ${(text.length / 1024).toFixed(0)} KB, written to ${file}`);
  });
}
