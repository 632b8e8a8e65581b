// A build served by tools/serve-static.ts in a child process, for the tools and the bench that open it in a browser.
import { spawn } from 'node:child_process';

/** Serves `dir` with tools/serve-static.ts (deep links answered 200); resolves once it answers. */
export async function serveStatic({
  dir = 'dist',
  base = '/',
  port,
}: {
  dir?: string;
  base?: string;
  port: number;
}): Promise<{ url: string; close: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serve-static.ts', '--dir', dir, '--base', base, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}${base}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`static server exited: ${stderr.trim()}`);
    try {
      const res = await fetch(`${url}events`);
      if (res.status === 200) break;
      child.kill();
      throw new Error(`static server answers a deep link with ${res.status}; Lighthouse needs 200`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('static server')) throw error;
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`static server did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, close: () => child.kill() };
}
