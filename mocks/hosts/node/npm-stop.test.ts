// `npm run api-server` stopped through the npm process, as a developer or a CI job does (kill <npm
// pid>, Ctrl+C): the script execs node, so npm's forwarded signal reaches the server itself and no
// listener is left. Before, npm's `sh -c` died alone and the server kept listening.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Resolves true when something accepts a connection at `url`, false when it is refused. */
const listening = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = createConnection({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe.each(['SIGTERM', 'SIGINT'] as const)('npm run api-server, %s sent to the npm process', (signal) => {
  it('exits and leaves no listener', { timeout: 90_000 }, async () => {
    const npm = spawn('npm', ['run', 'api-server', '--', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      npm.stdout.setEncoding('utf8').on('data', (text: string) => {
        stdout += text;
        const match = /Mock API listening on (http:\/\/\S+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      npm.on('exit', () => reject(new Error(`npm exited before the server listened: ${stdout}`)));
    });
    expect(await listening(url)).toBe(true);
    const exited = new Promise((resolve) => npm.on('exit', resolve));
    npm.kill(signal);
    await exited;
    expect(await listening(url)).toBe(false);
  });
});
