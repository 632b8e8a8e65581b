// --data FILE: created from the seed, kept across restarts, and a file the server cannot read
// (corrupt, another format or version) stops the start and is left byte for byte as it was.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../db/db';
import { DATA_FILE_VERSION, DATA_FORMAT, DataFileError, dataFileText } from '../../db/file/data-file';
import { readFileStore } from '../../db/file/file-store';
import { createNodeBackend } from './host';
import { pngBytes, startTestServer, tempDir } from '../../testing/api-test-server';

const service = { title: 'Orphan Care', description: 'Monthly support for orphans.', image_url: '/images/services/service-2.jpg' };

async function dataPath(): Promise<string> {
  return join(await tempDir(), 'data.json');
}

describe('the --data file', () => {
  it('is created from the seed when missing, in the documented layout', async () => {
    const path = await dataPath();
    const server = await startTestServer({ data: path });
    expect(server.backend.reseeded).toBe('new');
    await server.close();
    const raw = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    expect(raw).toMatchObject({ format: DATA_FORMAT, version: DATA_FILE_VERSION, schemaVersion: SCHEMA_VERSION });
    const content = (await readFileStore(path))!;
    expect(content.entries.get('meta:schema')).toEqual({ json: SCHEMA_VERSION });
    expect(content.entries.get('r:services:0000000000000001')).toHaveProperty('json');
    expect(Object.keys(content.localStorage).sort()).toEqual(['categories', 'events']);
    // Only the snapshot and its journal: every temporary file was renamed over one of them.
    expect((await readdir(join(path, '..'))).sort()).toEqual(['data.json', 'data.json.journal']);
  });

  it('is created in a new directory when its own does not exist yet', async () => {
    const path = join(await tempDir(), 'runs', 'today', 'data.json');
    await (await startTestServer({ data: path })).close();
    expect((await readFileStore(path))!.entries.get('meta:dataset')).toEqual({ json: 'default' });
  });

  it('keeps writes, uploads and sessions across a restart, and is not rewritten by a plain start', async () => {
    const path = await dataPath();
    const first = await startTestServer({ data: path });
    const token = await first.signIn();
    expect((await first.call('POST', '/api/services', { token, json: service })).status).toBe(201);
    const form = new FormData();
    form.append('image', new Blob([pngBytes(3000)], { type: 'image/png' }), 'photo.png');
    const upload = (await (await first.call('POST', '/api/admin/upload', { token, body: form })).json()) as { data: { imageUrl: string } };
    await first.close();
    const journal = `${path}.journal`;
    const saved = [await readFile(path), await readFile(journal)];
    const savedAt = [(await stat(path)).mtimeMs, (await stat(journal)).mtimeMs];

    const second = await startTestServer({ data: path });
    expect(second.backend.reseeded).toBeNull();
    const listed = (await (await second.call('GET', '/api/services')).json()) as { data: { title: string }[] };
    expect(listed.data.map((s) => s.title)).toContain('Orphan Care');
    const image = await second.call('GET', upload.data.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes(3000));
    // The admin is still signed in: the session was saved too.
    expect((await second.call('GET', '/api/contact-forms/admin', { token })).status).toBe(200);
    await second.close();
    expect([await readFile(path), await readFile(journal)]).toEqual(saved);
    expect([(await stat(path)).mtimeMs, (await stat(journal)).mtimeMs]).toEqual(savedAt);
  });

  it('is reseeded, localStorage part included, with --reset', async () => {
    const path = await dataPath();
    const first = await startTestServer({ data: path });
    const token = await first.signIn();
    await first.call('POST', '/api/services', { token, json: service });
    localStorage.setItem('events', '[]');
    await first.close();
    const second = await startTestServer({ data: path, reset: true });
    expect(second.backend.reseeded).toBe('reset');
    const listed = (await (await second.call('GET', '/api/services')).json()) as { data: { title: string }[] };
    expect(listed.data.map((s) => s.title)).not.toContain('Orphan Care');
    await second.close();
    expect(JSON.parse((await readFileStore(path))!.localStorage.events)).not.toEqual([]);
  });

  describe('a file the server cannot use stops the start with a clear message and stays byte-identical', () => {
    const valid = () => JSON.parse(dataFileText({ journal: 0, entries: {}, localStorage: {} })) as Record<string, unknown>;
    it.each([
      ['not JSON', '{"format": "charity-foundation-mock-api", "version": 1, "entr', /is not valid JSON/],
      ['empty', '', /is not valid JSON/],
      ['another format', JSON.stringify({ ...valid(), format: 'something-else' }), /is not a data file of this server/],
      ['JSON of another shape', '[1, 2, 3]', /is not a data file of this server/],
      [
        'another layout version',
        JSON.stringify({ ...valid(), version: DATA_FILE_VERSION + 1 }),
        /has layout version 3; this server reads versions 1 and 2/,
      ],
      [
        'another schema version',
        JSON.stringify({ ...valid(), schemaVersion: SCHEMA_VERSION + 1 }),
        /holds data of schema version 2; this server's data is schema version 1/,
      ],
      ['an entry of no known kind', JSON.stringify({ ...valid(), entries: { 'c:services': [] } }), /is corrupt: entries.c:services/],
      [
        'an image that is not base64',
        JSON.stringify({ ...valid(), entries: { 'blob:1.png': { blob: { type: 'image/png', base64: '%%%' } } } }),
        /is corrupt: entries.blob:1.png.blob.base64 is not base64/,
      ],
      ['a localStorage value that is not text', JSON.stringify({ ...valid(), localStorage: { events: [] } }), /is corrupt: localStorage.events/],
    ])('%s', async (_name, text, reason) => {
      const path = await dataPath();
      await writeFile(path, text);
      const before = await stat(path);
      const error = await createNodeBackend({ data: path }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as Error).message).toMatch(reason);
      expect((error as Error).message).toContain(`The data file ${path} `);
      expect((error as Error).message).toContain('The server did not start and left the file as it is');
      expect(await readFile(path, 'utf8')).toBe(text);
      expect((await stat(path)).mtimeMs).toBe(before.mtimeMs);
      expect(await readdir(join(path, '..'))).toEqual(['data.json']);
    });
  });
});
