// Files that mock modules or replace globals leak into the next file of a shared worker: each must
// be in the isolated lists.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEEDS_ISOLATION, SCRIPTS_TEST_DIRS, isolatedScriptsTests } from './vitest-isolated.mjs';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('isolated Vitest files of the scripts project', () => {
  const files = SCRIPTS_TEST_DIRS.flatMap(testFiles).filter((file) => file !== 'scripts/vitest-isolated.test.ts');
  const listed = new Set(isolatedScriptsTests);

  it('lists every file that mocks a module or replaces a global', () => {
    const unlisted = files.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')) && !listed.has(file));
    expect(unlisted).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect([...listed].filter((file) => !files.includes(file))).toEqual([]);
  });

  it('recognises a module mock and a stubbed global', () => {
    expect(NEEDS_ISOLATION.test("vi.mock('./x')")).toBe(true);
    expect(NEEDS_ISOLATION.test("vi.stubGlobal('indexedDB', undefined)")).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.fn()')).toBe(false);
  });
});
