// The last build step over a small dist/: gzip copies of the text files.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeGzipCopies } from './gzip';

let dist: string;

function write(name: string, content: string) {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), content);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'gzip-step-'));
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
