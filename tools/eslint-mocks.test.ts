// The lint rules that keep mocks/ readable by part: no file at its root, and a backend that reads
// what it runs on (the location, web storage) only from the context its host hands it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

const HOST_READS = [
  'export const a = globalThis.location.origin;',
  'export const b = location.href;',
  "export const c = localStorage.getItem('events');",
  "export const d = sessionStorage.getItem('mockScenario');",
  'export const e = self.localStorage;',
].join('\n');

/** The lines of `code` at `filePath` that lint reports for the rule named by `ruleId`'s prefix. */
async function lines(filePath: string, code: string, rule: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return [...new Set(result.messages.filter((m) => m.ruleId?.startsWith(rule)).map((m) => m.line))];
}

describe('lint: mocks/ by part', { timeout: 60_000 }, () => {
  it('refuses a .ts file at the root of mocks/, not in its folders', async () => {
    expect(await lines('mocks/helpers.ts', 'export const x = 1;', 'no-restricted-syntax')).toEqual([1]);
    expect(await lines('mocks/domain/helpers.ts', 'export const x = 1;', 'no-restricted-syntax')).toEqual([]);
  });

  it('refuses the location and web storage under core, handlers, resources, auth, domain and db', async () => {
    for (const part of ['core', 'handlers', 'resources', 'auth', 'domain', 'db', 'db/file']) {
      expect(await lines(`mocks/${part}/x.ts`, HOST_READS, 'no-restricted-'), part).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('lets the hosts, QA start-up and tests read them', async () => {
    expect(await lines('mocks/hosts/page/x.ts', HOST_READS, 'no-restricted-')).toEqual([]);
    expect(await lines('mocks/qa/x.ts', HOST_READS, 'no-restricted-')).toEqual([]);
    expect(await lines('mocks/handlers/x.test.ts', HOST_READS, 'no-restricted-')).toEqual([]);
  });
});
