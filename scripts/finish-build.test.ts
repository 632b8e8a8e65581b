// The last build step over a small dist/: a Content-Security-Policy in every HTML file, gzip
// copies of the text files.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.mjs';
import { addCsp, writeGzipCopies } from './finish-build.mjs';

let dist: string;

function write(name: string, content: string) {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), content);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'finish-build-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('writeGzipCopies', () => {
  it('writes a gzip copy of each text file, none of images, and replaces earlier copies', () => {
    write('index.html', '<p>new page</p>');
    write('static/js/app.1.js', 'run()');
    write('static/media/app.1.css', 'p{}');
    write('images/photo.jpg', 'jpeg bytes');
    write('index.html.gz', 'stale');
    write('gone.js.gz', 'stale copy of a removed file');

    expect(writeGzipCopies(dist)).toBe(3);

    const unzip = (name: string) => gunzipSync(readFileSync(join(dist, `${name}.gz`))).toString();
    expect(unzip('index.html')).toBe('<p>new page</p>');
    expect(unzip('static/js/app.1.js')).toBe('run()');
    expect(unzip('static/media/app.1.css')).toBe('p{}');
    expect(existsSync(join(dist, 'images/photo.jpg.gz'))).toBe(false);
    expect(existsSync(join(dist, 'gone.js.gz'))).toBe(false);
  });
});

describe('addCsp', () => {
  it('puts the policy of each HTML file in it, at every depth', () => {
    const page = (script: string) => `<!doctype html><html><head><meta charset="UTF-8"><script>${script}</script></head><body></body></html>`;
    const pages = { 'index.html': page('a()'), '404.html': page(''), 'events/index.html': page('b()'), 'a/b/index.html': page('c()') };
    for (const [name, html] of Object.entries(pages)) write(name, html);
    write('static/js/app.1.js', 'run()');

    expect(addCsp(dist)).toBe(4);

    for (const [name, html] of Object.entries(pages)) {
      const built = readFileSync(join(dist, name), 'utf8');
      expect(built, name).toContain(`<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}">`);
    }
    expect(readFileSync(join(dist, 'static/js/app.1.js'), 'utf8')).toBe('run()');
  });

  it("allows the real backend the build's vite step recorded (.vite/backend.json)", () => {
    write('index.html', '<!doctype html><html><head><meta charset="UTF-8"></head><body></body></html>');
    write('.vite/backend.json', JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:4310/v1', mocks: false }));

    addCsp(dist);

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4310;/);
  });
});
