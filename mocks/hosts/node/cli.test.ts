// npm run api-server as a developer runs it: a child process that prints where it listens, answers
// over HTTP, and stops cleanly on SIGTERM; that refuses a bad option or an unusable data file with
// a message and an exit code, leaving the file as it was.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { readFileStore } from '../../db/file/file-store';
import { parseCommandLine } from './main';
import { tempDir } from '../../testing/api-test-server';

const SCRIPT = fileURLToPath(new URL('../../../tools/api-server.ts', import.meta.url));

interface Child {
  /** Resolves with the URL once the server says it listens. */
  url: Promise<string>;
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  kill(signal: NodeJS.Signals): void;
}

function startCli(args: string[]): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Mock API listening on (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]);
    });
    void exited.then(({ stderr: errors }) => reject(new Error(`api-server exited before listening: ${errors}`)));
  });
  // A test of a refused start awaits only `exited`.
  url.catch(() => undefined);
  return { url, exited, kill: (signal) => child.kill(signal) };
}

describe('npm run api-server', () => {
  it('prints its URL, answers there with CORS, and exits 0 on SIGTERM with the data saved', { timeout: 60_000 }, async () => {
    const path = join(await tempDir(), 'data.json');
    const started = performance.now();
    const child = startCli(['--port', '0', '--data', path, '--scenario', 'empty']);
    const url = await child.url;
    console.info(`api-server start: ${Math.round(performance.now() - started)} ms from spawn to listening`);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/api/services`, { headers: { Origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await response.json()).toEqual({ success: true, data: [] });
    const stopping = performance.now();
    child.kill('SIGTERM');
    const { code, stdout } = await child.exited;
    console.info(`api-server stop: ${Math.round(performance.now() - stopping)} ms from SIGTERM to exit`);
    expect(code).toBe(0);
    expect(stdout).toContain(`(data: ${path}, scenario: empty, reseeded (new))`);
    expect((await readFileStore(path))!.entries.get('meta:dataset')).toEqual({ json: 'empty' });
  });

  it('stops at start with exit code 1 and the reason for a corrupt data file, leaving it as it was', { timeout: 60_000 }, async () => {
    const path = join(await tempDir(), 'data.json');
    await writeFile(path, '{"format": "charity-foundation-mock-api", "ver');
    const { code, stdout, stderr } = await startCli(['--port', '0', '--data', path]).exited;
    expect(code).toBe(1);
    expect(stdout).not.toContain('listening');
    expect(stderr).toContain(`api-server: The data file ${path} is not valid JSON`);
    expect(stderr).toContain('The server did not start and left the file as it is');
    expect(await readFile(path, 'utf8')).toBe('{"format": "charity-foundation-mock-api", "ver');
  });

  it('refuses an unknown option with exit code 2 and the usage, and a bad flag value with exit code 1', { timeout: 60_000 }, async () => {
    const unknown = await startCli(['--prot', '4000']).exited;
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--prot'");
    expect(unknown.stderr).toContain('Usage: npm run api-server -- [options]');
    const bad = await startCli(['--port', '0', '--latency', 'fast']).exited;
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--latency fast: not a valid value');
  });
});

describe('the command line', () => {
  it('defaults to 127.0.0.1:4000 with the data in memory', () => {
    expect(parseCommandLine([])).toEqual({ port: 4000, host: '127.0.0.1', reset: false, qaHeaders: 'local' });
  });

  it('reads a relative --data path from where npm was run', () => {
    vi.stubEnv('INIT_CWD', '/home/dev/site');
    try {
      expect(parseCommandLine(['--data', 'runs/data.json']).data).toBe('/home/dev/site/runs/data.json');
      expect(parseCommandLine(['--data', '/srv/data.json']).data).toBe('/srv/data.json');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each(['http', '65536', '4000.5', ''])('refuses --port %j', (port) => {
    expect(() => parseCommandLine(['--port', port])).toThrow(`--port ${port}: not a port number (0-65535).`);
  });
});
