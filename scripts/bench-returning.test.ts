// The bench's service-worker line: the backend's own worker once the build has one, else msw's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { serviceWorkerSize } from './bench-returning.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-worker-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('reports the gzip size of backend-worker.js, else of mockServiceWorker.js, else none', () => {
  expect(serviceWorkerSize(dir)).toBeNull();
  const msw = 'self.addEventListener("fetch", () => {});'.repeat(50);
  writeFileSync(join(dir, 'mockServiceWorker.js'), msw);
  expect(serviceWorkerSize(dir)).toEqual({ file: 'mockServiceWorker.js', gzip: gzipSync(msw, { level: 9 }).length });
  writeFileSync(join(dir, 'backend-worker.js'), 'handlers();');
  expect(serviceWorkerSize(dir)?.file).toBe('backend-worker.js');
});
