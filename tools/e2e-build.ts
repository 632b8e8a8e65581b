// What an e2e script of a second build needs (tools/e2e-real-backend.ts):
// build the app with its own env into its own dir, then run Playwright on it; the first failure
// ends the script with that exit code, so `npm test` stops there.
import { spawnSync } from 'node:child_process';

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `npm run build` with `build` env (BUILD_DIR among it), then `playwright test -c config ...args` with `test` env. */
export function buildAndTest({
  build,
  config,
  args,
  test = {},
}: {
  build: Record<string, string>;
  config: string;
  args: string[];
  test?: Record<string, string>;
}) {
  run('npm', ['run', 'build'], build);
  run('npx', ['playwright', 'test', '-c', config, ...args], test);
}
