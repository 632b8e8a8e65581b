// The build's CSP step over a small dist/: a Content-Security-Policy in every HTML file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp-policy';
import { addCsp } from './csp';

let dist: string;

function write(name: string, content: string) {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), content);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'csp-step-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

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

  it('allows the real backend the build talks to (VITE_API_BASE_URL)', () => {
    write('index.html', '<!doctype html><html><head><meta charset="UTF-8"></head><body></body></html>');

    addCsp(dist, 'http://127.0.0.1:4310/v1');

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4310;/);
  });
});
