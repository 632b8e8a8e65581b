// Files that mock modules or replace globals leak into the next file of a shared worker: each must
// be in the isolated lists.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_TEST_DIRS, NEEDS_ISOLATION, TOOLS_TEST_DIRS, isolatedAppTests, isolatedToolsTests } from './vitest-isolated';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('isolated Vitest files', () => {
  const files = [...new Set([...APP_TEST_DIRS, ...TOOLS_TEST_DIRS].flatMap(testFiles))].filter((file) => file !== 'tools/vitest-isolated.test.ts');
  const listed = new Set([...isolatedAppTests, ...isolatedToolsTests]);

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
    expect(NEEDS_ISOLATION.test('Object.assign(URL, { createObjectURL })')).toBe(true);
    expect(NEEDS_ISOLATION.test('delete (URL as X).createObjectURL')).toBe(true);
    expect(NEEDS_ISOLATION.test('URL.revokeObjectURL = vi.fn()')).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.fn()')).toBe(false);
    expect(NEEDS_ISOLATION.test("vi.spyOn(URL, 'createObjectURL')")).toBe(false);
  });
});
