// The import boundaries of ARCHITECTURE.md §2, checked on resolved paths, and the cycle rule: what
// reaches across is reported however it is spelled, relative or through an alias.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

/** The rule ids of the import problems ESLint reports for `code` placed at `filePath`. */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // A null ruleId is a fatal error (a parse or a config error): it must show too.
  return result.messages.filter((m) => m.ruleId === null || m.ruleId.startsWith('import-x/')).map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';

// The first lint pays ESLint's cold start (the config, the type-aware resolver): on a loaded 2-core
// machine that took over Vitest's 15 s default.
describe('lint: import boundaries', { timeout: 60_000 }, () => {
  it('knows every feature folder, read from the tree (api-reference was missing from the hand-kept list)', async () => {
    const code = "export { eventQueries } from '@/features/events/api/event-queries';";
    expect(await importProblems('src/features/api-reference/components/x.tsx', code)).toEqual([BOUNDARY]);
  });

  it('refuses one feature importing another, relative or through the alias', async () => {
    const file = 'src/features/contact/components/x.tsx';
    expect(await importProblems(file, "export { eventQueries } from '../../events/api/event-queries';")).toEqual([BOUNDARY]);
    expect(await importProblems(file, "export { eventQueries } from '@/features/events/api/event-queries';")).toEqual([BOUNDARY]);
    expect(await importProblems(file, "export { useSendContact } from '../api/send-contact';")).toEqual([]);
  });

  it('keeps shared code off features and app, and the contract off everything but src/lib', async () => {
    expect(await importProblems('src/lib/x.ts', "export { eventQueries } from '../features/events/api/event-queries';")).toEqual([BOUNDARY]);
    expect(await importProblems('src/components/ui/x.ts', "export { AppProvider } from '../../app/provider';")).toEqual([BOUNDARY]);
    expect(await importProblems('src/types/api/x.ts', "export { Button } from '../../components/ui/button';")).toEqual([BOUNDARY]);
    expect(await importProblems('src/types/api/x.ts', "export { today } from '../../lib/clock';")).toEqual([]);
  });

  it('keeps the backend off its hosts, which may use all of it', async () => {
    expect(await importProblems('mocks/db/x.ts', "export { BACKEND_VERSION } from '../hosts/worker/version';")).toEqual([BOUNDARY]);
    expect(await importProblems('mocks/domain/x.ts', "export { clientAddressOf } from '../hosts/node/client-address';")).toEqual([BOUNDARY]);
    expect(await importProblems('mocks/hosts/worker/x.ts', "export { createDb } from '../../db/db';")).toEqual([]);
    expect(await importProblems('mocks/testing/x.ts', "export { pageDeps } from '../hosts/page/storages';")).toEqual([]);
  });

  it('keeps the app off mocks/ but for src/main.tsx and src/testing, and mocks/ off the app', async () => {
    expect(await importProblems('src/app/x.ts', "export { getDb } from '../../mocks/db/db';")).toEqual([BOUNDARY]);
    expect(await importProblems('src/main.tsx', "export const load = () => import('../mocks');")).toEqual([]);
    expect(await importProblems('src/testing/x.ts', "export { getDb } from '@mocks/db/db';")).toEqual([]);
    expect(await importProblems('mocks/handlers/x.ts', "export { eventQueries } from '../../src/features/events/api/event-queries';")).toEqual([
      BOUNDARY,
    ]);
    expect(await importProblems('mocks/handlers/x.test.ts', "export { Button } from '@/components/ui/button';")).toEqual([BOUNDARY]);
    expect(await importProblems('mocks/handlers/x.ts', "export { readEvents } from '@/lib/local-events';")).toEqual([]);
  });
});

describe('lint: no import cycles', () => {
  it('reports a module that imports what imports it', async () => {
    // src/lib/local-events.ts imports src/lib/storage.ts: storage importing it back closes a cycle.
    expect(await importProblems('src/lib/storage.ts', "export { readEvents } from './local-events';")).toEqual(['import-x/no-cycle']);
    expect(await importProblems('src/lib/storage.ts', "export { postSlug } from './slug';")).toEqual([]);
  });
});
