// tools/serve-static.ts as the end-to-end tests run it: a real process on a real port over a small dist/.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SECRET = 'outside-dist-secret';
const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
const dist = join(root, 'dist');

const files: Record<string, string> = {
  'index.html': '<p>home page</p>',
  '404.html': '<p>app shell</p>',
  'about/index.html': '<p>about page</p>',
  'static/js/app.123.js': 'console.log("app");'.repeat(50),
  'images/logo.png': 'not really a png',
};

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One GET with the path sent exactly as given (fetch would normalise '..' and '%2e' away). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Starts the CLI; resolves with its port once it listens. */
async function start(extraArgs: string[] = []): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tools/serve-static.ts', '--dir', dist, '--base', '/charity/', '--port', String(port), ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { port, child };
}

beforeAll(() => {
  for (const [name, content] of Object.entries(files)) write(join(dist, name), content);
  // What the build writes next to each text file (build/gzip.ts).
  for (const name of ['index.html', '404.html', 'about/index.html', 'static/js/app.123.js']) {
    write(join(dist, `${name}.gz`), gzipSync(files[name]));
  }
  write(join(root, 'secret.txt'), SECRET);
  // A sibling whose name starts like the served directory's.
  write(join(root, 'dist-private', 'secret.txt'), SECRET);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('serve-static', () => {
  let server: { port: number; child: ChildProcess };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => {
    server.child.kill();
  });

  it('answers malformed paths with 400 and keeps serving', async () => {
    for (const path of ['/%', '/charity/%', '/charity/%E0%A4%A', '/charity/a%00b', 'charity/']) {
      expect((await get(server.port, path)).status, path).toBe(400);
    }
    expect(server.child.exitCode).toBeNull();
    const home = await get(server.port, '/charity/');
    expect(home.status).toBe(200);
    expect(home.body).toBe(files['index.html']);
  });

  it('never serves a file outside its directory', async () => {
    const attempts = [
      '/charity/../secret.txt',
      '/charity/static/../../secret.txt',
      '/charity/%2e%2e/secret.txt',
      '/charity/%2E%2E%2Fsecret.txt',
      '/charity/..%2fsecret.txt',
      '/charity/..%5csecret.txt',
      '/charity/..\\secret.txt',
      '/charity/%252e%252e/secret.txt',
      '/charity/../dist-private/secret.txt',
      '/charity/%2e%2e/dist-private/secret.txt',
      '/charity//../secret.txt',
      '/../secret.txt',
      `/charity/${encodeURIComponent(join(root, 'secret.txt'))}`,
    ];
    for (const path of attempts) {
      const reply = await get(server.port, path);
      expect(reply.body, path).not.toContain(SECRET);
      expect([200, 302, 400], path).toContain(reply.status);
    }
    expect(server.child.exitCode).toBeNull();
  });

  it('serves files, directory pages and the 404 page for unknown paths with status 200', async () => {
    expect((await get(server.port, '/charity/about')).body).toBe(files['about/index.html']);
    expect((await get(server.port, '/charity/about/')).body).toBe(files['about/index.html']);
    expect((await get(server.port, '/charity/images/logo.png')).body).toBe(files['images/logo.png']);
    const deepLink = await get(server.port, '/charity/blog/3');
    expect(deepLink.status).toBe(200);
    expect(deepLink.body).toBe(files['404.html']);
    expect(deepLink.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends gzip to browsers that accept it, plain text to others', async () => {
    const zipped = await get(server.port, '/charity/static/js/app.123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^text\/javascript/);
    expect(zipped.body).toBe(files['static/js/app.123.js']);
    const zippedFallback = await get(server.port, '/charity/blog/3', { 'Accept-Encoding': 'gzip' });
    expect(zippedFallback.headers['content-encoding']).toBe('gzip');
    expect(zippedFallback.body).toBe(files['404.html']);
    const plain = await get(server.port, '/charity/static/js/app.123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['static/js/app.123.js']);
  });

  it('lets browsers keep static/ for a year and revalidate everything else', async () => {
    expect((await get(server.port, '/charity/static/js/app.123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(server.port, '/charity/')).headers['cache-control']).toBe('no-cache');
    expect((await get(server.port, '/charity/images/logo.png')).headers['cache-control']).toBe('no-cache');
    expect((await get(server.port, '/charity/blog/3')).headers['cache-control']).toBe('no-cache');
  });

  it('sends paths outside the base path to the base path', async () => {
    for (const path of ['/', '/about', '/charityx/']) {
      const reply = await get(server.port, path);
      expect(reply.status, path).toBe(302);
      expect(reply.headers.location, path).toBe('/charity/');
    }
    expect((await get(server.port, '/charity')).body).toBe(files['index.html']);
  });
});

describe('serve-static --status-404', () => {
  it('answers unknown paths with the 404 page and status 404, known ones with 200', async () => {
    const { port, child } = await start(['--status-404', '1']);
    try {
      const deepLink = await get(port, '/charity/blog/3', { 'Accept-Encoding': 'gzip' });
      expect(deepLink.status).toBe(404);
      expect(deepLink.body).toBe(files['404.html']);
      expect((await get(port, '/charity/about')).status).toBe(200);
    } finally {
      child.kill();
    }
  });
});
