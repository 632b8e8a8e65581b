// The build steps' plugin: `vite build` of the app only, once its bundle is written.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build, type ConfigEnv, type ResolvedConfig, type UserConfig } from 'vite';
import { afterBuild } from './step';

type Apply = (config: UserConfig, env: ConfigEnv) => boolean;
type Hook = (...args: unknown[]) => unknown;
const hook = (value: unknown) => (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;
const config = (ssr = false) => ({ root: '/repo', build: { outDir: 'dist', ssr }, logger: { info: () => {} } }) as unknown as ResolvedConfig;

describe('afterBuild', () => {
  it('applies to `vite build` only, not to an SSR build, `vite dev`, `vite preview` or Vitest', () => {
    const apply = afterBuild('step', () => {}).apply as Apply;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'production', isPreview: true })).toBe(false);
  });

  it('runs after the other plugins, one step at a time, over the written output', async () => {
    const run = vi.fn();
    const plugin = afterBuild('step', run);
    expect(plugin.closeBundle).toMatchObject({ order: 'post', sequential: true });
    hook(plugin.configResolved).call({}, config());
    await hook(plugin.closeBundle).call({});
    expect(run).not.toHaveBeenCalled(); // closeBundle also runs after a failed build
    hook(plugin.writeBundle).call({});
    await hook(plugin.closeBundle).call({});
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ outDir: '/repo/dist' }));
  });

  it('does nothing in an SSR build of the same config', async () => {
    const run = vi.fn();
    const plugin = afterBuild('step', run);
    hook(plugin.configResolved).call({}, config(true));
    hook(plugin.writeBundle).call({});
    await hook(plugin.closeBundle).call({});
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the steps in their order in a real build, and a step that throws fails it', { timeout: 60_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'build-step-'));
    try {
      writeFileSync(join(root, 'main.js'), 'console.log(1);\n');
      const ran: string[] = [];
      const step = (name: string, fail = false) =>
        afterBuild(name, async ({ outDir }) => {
          // The first step is the slower: the second still waits for it.
          await new Promise((resolve) => setTimeout(resolve, name === 'first' ? 50 : 0));
          ran.push(`${name}:${existsSync(join(outDir, 'main.js'))}`);
          if (fail) throw new Error(`${name} refused the build`);
        });
      const config = (plugins: ReturnType<typeof step>[]) => ({
        configFile: false as const,
        root,
        logLevel: 'silent' as const,
        plugins,
        build: { outDir: 'out', rollupOptions: { input: join(root, 'main.js'), output: { entryFileNames: '[name].js' } } },
      });
      await build(config([step('first'), step('second')]));
      expect(ran).toEqual(['first:true', 'second:true']);
      ran.length = 0;
      await expect(build(config([step('first', true), step('second')]))).rejects.toThrow('first refused the build');
      expect(ran).toEqual(['first:true']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
