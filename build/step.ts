// What the build steps after the app's bundle share: each is a Vite plugin that runs once `vite
// build` has written the output (and the steps before it in vite.config.ts have finished), in the
// client build only: not in `vite dev`, `vite preview` or Vitest, nor in an SSR build (the
// prerender's own build of the app for Node loads the same config).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export interface BuildStep {
  config: ResolvedConfig;
  /** The output directory, absolute. */
  outDir: string;
  /** Prints a line of the build's log. */
  log: (message: string) => void;
}

/** A build step named `name` over the written output; throwing fails the build. */
export function afterBuild(name: string, run: (step: BuildStep) => void | Promise<void>): Plugin {
  let config: ResolvedConfig | undefined;
  let written = false;
  return {
    name,
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved.build.ssr ? undefined : resolved;
    },
    // Only after a bundle was written: closeBundle also runs when the build failed.
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || !written) return;
        written = false;
        const { logger, root, build } = config;
        await run({ config, outDir: resolve(root, build.outDir), log: (message) => logger.info(message) });
      },
    },
  };
}

/** Every file under `dir`, as full paths. */
export const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
