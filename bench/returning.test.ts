// The bench's figures of a visit of '/': the service worker's size, the first visit's script with
// the worker's, and their lines in the report.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstVisitScript, returningLines, serviceWorkerSize } from './returning';

describe('serviceWorkerSize', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-worker-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports the gzip size of backend-worker.js, else none', () => {
    expect(serviceWorkerSize(dir)).toBeNull();
    const worker = 'self.addEventListener("fetch", () => {});'.repeat(50);
    writeFileSync(join(dir, 'backend-worker.js'), worker);
    expect(serviceWorkerSize(dir)).toEqual({ file: 'backend-worker.js', gzip: gzipSync(worker, { level: 9 }).length });
  });
});

describe('firstVisitScript', () => {
  const worker = { file: 'backend-worker.js', gzip: 80_000 };

  it('adds the worker’s script to the page’s, each part kept', () => {
    expect(firstVisitScript(161_000, ['http://127.0.0.1:4390/backend-worker.js'], worker)).toEqual({ page: 161_000, worker: 80_000, total: 241_000 });
  });

  it('counts the worker’s file once, however often it was fetched (the browser checks it for updates)', () => {
    const twice = ['http://127.0.0.1:4390/backend-worker.js', 'http://127.0.0.1:4390/backend-worker.js?v=2'];
    expect(firstVisitScript(1_000, twice, worker).total).toBe(81_000);
  });

  it('refuses a figure that would miss a script the worker loaded besides its own file', () => {
    expect(() => firstVisitScript(1_000, ['http://h/backend-worker.js', 'http://h/static/js/extra.js'], worker)).toThrow(/does not count: extra\.js/);
  });

  it('is the page’s script alone for a build without a service worker', () => {
    expect(firstVisitScript(1_000, [], null)).toEqual({ page: 1_000, worker: 0, total: 1_000 });
  });
});

describe('returningLines', () => {
  const step = {
    ok: true as const,
    scriptLoaded: 152.5 * 1024,
    scriptTransferred: 0,
    scriptAll: 158.1 * 1024,
    heroMs: 566.4,
    heroSamples: [589, 474, 566],
    firstVisit: { page: 157.3 * 1024, pageSamples: [157.3 * 1024, 158 * 1024], worker: { file: 'backend-worker.js', gzip: 78.2 * 1024 } },
  };

  it('gives the first visit’s script, page and worker, against its target, then the returning visit', () => {
    const lines = returningLines(step);
    expect(lines).toContain('| Script of the first visit, page and worker, gzip | 235.5 KB | ≤ 260 KB | - |');
    expect(lines).toContain("| … the page's scripts | 157.3 KB | - | 157.3, 158.0 |");
    expect(lines).toContain("| … the service worker's script (`backend-worker.js`) | 78.2 KB | - | - |");
    expect(lines).toContain('| Script loaded by the page, gzip | 152.5 KB | ≤ 150 KB | - |');
    expect(lines).toContain('| Script of all of the visit, 3 s after the hero heading, gzip | 158.1 KB | - | - |');
    expect(lines).toContain('| Navigation to the hero heading | 566 ms | - | 589, 474, 566 |');
    expect(lines.findIndex((line) => line.startsWith('## First visit'))).toBeLessThan(
      lines.findIndex((line) => line.startsWith('## Returning visit')),
    );
  });

  it('says n/a with the reason when the step failed', () => {
    expect(returningLines({ ok: false, error: 'no build to serve' })).toContain('n/a (no build to serve)');
  });
});
