// The committed worker is msw's own plus the project's marked changes, and nothing else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patchedWorker, TARGET } from './msw-worker.mjs';

describe('public/mockServiceWorker.js', () => {
  it('is what npm run msw:worker writes from the installed msw', () => {
    expect(readFileSync(TARGET, 'utf8')).toBe(patchedWorker());
  });

  it('fails loudly when msw moved the text a change replaces', () => {
    expect(() => patchedWorker('// an msw release without the anchors')).toThrow(/expected the text once/);
  });

  it('never hands a backend request to the static host', () => {
    const worker = patchedWorker();
    expect(worker).toContain("message: 'The in-browser backend is not running.'");
    expect(worker).toContain('const BACKEND_WAIT_MS = 10000');
    expect(worker).not.toContain('if (activeClientIds.size === 0) {\n    return\n  }');
  });
});
