// The build steps' plugin: `vite build` of the app only, once its bundle is written.
import { describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, ResolvedConfig, UserConfig } from 'vite';
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
});
