// The lint rule that keeps every "now" on the one clock (src/lib/clock.ts), so ?now= pins it all.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

const WALL_CLOCK = ['export const a = Date.now();', 'export const b = new Date();', 'export const c = [0].map(Date.now);'].join('\n');

async function clockErrors(filePath: string, code = WALL_CLOCK): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.message.includes("'@/lib/clock'")).map((message) => message.line);
}

describe('lint: one clock', () => {
  it('refuses Date.now and an argument-less new Date in the app and the mock backend', async () => {
    expect(await clockErrors('src/features/contact/components/x.tsx')).toEqual([1, 2, 3]);
    expect(await clockErrors('src/lib/x.ts')).toEqual([1, 2, 3]);
    expect(await clockErrors('mocks/handlers/x.ts')).toEqual([1, 2, 3]);
  });

  it('allows a Date of a given instant', async () => {
    expect(await clockErrors('src/lib/x.ts', 'export const d = new Date(0);\nexport const e = new Date("2026-01-01");')).toEqual([]);
  });

  it('leaves the clock itself, tests and benchmarks alone', async () => {
    expect(await clockErrors('src/lib/clock.ts')).toEqual([]);
    expect(await clockErrors('src/lib/x.test.ts')).toEqual([]);
    expect(await clockErrors('mocks/handlers/x.test.ts')).toEqual([]);
    expect(await clockErrors('mocks/bench/x.bench.ts')).toEqual([]);
  });

  it('still refuses dangerouslySetInnerHTML in the app, tests included', async () => {
    const [result] = await eslint.lintText('export const x = <div dangerouslySetInnerHTML={{ __html: "" }} />;', {
      filePath: 'src/lib/x.test.tsx',
    });
    expect(result.messages.map((message) => message.message)).toContain('User text is rendered as text, never as HTML.');
  });
});
