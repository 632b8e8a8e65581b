// The file store: each write is one journal line flushed before it resolves (writes made meanwhile
// share an append), the journal is compacted into the snapshot when it outgrows it, and a start
// replays it. Files are the owner's only (0600).
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as atomic from './atomic-write';
import { dataFileText, DATA_FILE_VERSION } from './data-file';
import { openFileStore, readFileStore } from './file-store';
import * as journal from './journal';
import { tempDir } from './temp-dir';

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

vi.mock('./atomic-write', async (importOriginal) => {
  const original = await importOriginal<typeof atomic>();
  return { ...original, writeFileAtomic: vi.fn(original.writeFileAtomic) };
});
vi.mock('./journal', async (importOriginal) => {
  const original = await importOriginal<typeof journal>();
  return { ...original, appendToJournal: vi.fn(original.appendToJournal) };
});

const dataPath = async () => join(await tempDir(), 'data.json');
const stored = async (path: string) => Object.fromEntries((await readFileStore(path))!.entries);
const journalLines = async (path: string) => (await readFile(journal.journalPathOf(path), 'utf8')).trimEnd().split('\n');

describe('the file store', () => {
  it('resolves a write once the disk holds it', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.setItem('r:services:1', { id: 1 });
    expect((await stored(path))['r:services:1']).toEqual({ json: { id: 1 } });
  });

  it('appends a write as one line naming only the keys it changes; the snapshot is not rewritten', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.writeMany({
      writes: new Map(Array.from({ length: 100 }, (_, i) => [`r:x:${i}`, { value: { id: i, text: 'x'.repeat(100) } }])),
      cleared: false,
    });
    const snapshot = await readFile(path, 'utf8');
    const lines = (await journalLines(path)).length;
    await store.storage.setItem('r:x:7', { id: 7, text: 'changed' });
    expect(await readFile(path, 'utf8')).toBe(snapshot);
    const appended = await journalLines(path);
    expect(appended).toHaveLength(lines + 1);
    expect(JSON.parse(appended.at(-1)!)).toEqual({ w: { 'r:x:7': { json: { id: 7, text: 'changed' } } } });
  });

  it('saves writes made while one is being saved together, in one more append', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.setItem('first', 0); // the first save writes the snapshot and the journal
    const append = vi.mocked(journal.appendToJournal);
    append.mockClear();
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.storage.setItem(`k${i}`, i)));
    store.localStorage.setItem('events', '[]');
    await store.flush();
    expect(append.mock.calls.length).toBeLessThanOrEqual(3);
    const reopened = (await readFileStore(path))!;
    expect(reopened.entries.size).toBe(51);
    expect(reopened.entries.get('k49')).toEqual({ json: 49 });
    expect(reopened.localStorage).toEqual({ events: '[]' });
  });

  it('compacts the journal into the snapshot once it outgrows it, and a start reads the same data', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    const big = 'y'.repeat(64 * 1024);
    for (let i = 0; i < 12; i += 1) await store.storage.setItem(`r:x:${i % 3}`, { id: i % 3, big, i });
    const journalSize = (await stat(journal.journalPathOf(path))).size;
    // Past 256 KB the journal is never larger than the snapshot plus the change that tipped it.
    expect(journalSize).toBeLessThan((await stat(path)).size + 70 * 1024);
    const snapshot = JSON.parse(await readFile(path, 'utf8')) as { version: number; entries: Record<string, { json: { i: number } }> };
    expect(snapshot.version).toBe(DATA_FILE_VERSION);
    expect(snapshot.entries['r:x:0'].json.i).toBeGreaterThan(0);
    const reopened = await openFileStore(path);
    expect(await reopened.storage.getItem('r:x:2')).toEqual({ id: 2, big, i: 11 });
    expect(await reopened.storage.keys('r:x:')).toEqual(['r:x:0', 'r:x:1', 'r:x:2']);
  });

  it('replays removals and clears, and drops a last line a kill cut short (never answered)', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.setItem('a', 1);
    await store.storage.clear();
    await store.storage.setItem('b', 2);
    await store.storage.setItem('c', 3);
    await store.storage.removeItem('c');
    await appendFile(journal.journalPathOf(path), '{"w":{"d":{"json":4}}');
    const reopened = await openFileStore(path);
    expect(await reopened.storage.keys()).toEqual(['b']);
    // The cut line is gone from the file: the next change is a line of its own.
    await reopened.storage.setItem('e', 5);
    expect(Object.keys(await stored(path)).sort()).toEqual(['b', 'e']);
  });

  it('does not replay a journal that follows another snapshot (a stop between compaction steps)', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.setItem('a', 1);
    const { journal: id } = (await readFileStore(path))!;
    await writeFile(journal.journalPathOf(path), `{"journal":${id - 1}}\n{"w":{"a":{"json":"old"}}}\n`);
    expect(await (await openFileStore(path)).storage.getItem('a')).toBe(1);
  });

  it('keeps a Blob as base64 with its type and gives a Blob back, after a reopen too', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.setItem('blob:1.png', new Blob([new Uint8Array([1, 2, 250])], { type: 'image/png' }));
    expect((await stored(path))['blob:1.png']).toEqual({ blob: { type: 'image/png', base64: 'AQL6' } });
    const blob = (await (await openFileStore(path)).storage.getItem<Blob>('blob:1.png'))!;
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 250]));
  });

  it('hands out copies: changing a value read does not change the store', async () => {
    const store = await openFileStore(await dataPath());
    await store.storage.setItem('x', [{ id: 1 }]);
    (await store.storage.getItem<{ id: number }[]>('x'))![0].id = 2;
    expect(await store.storage.getItem('x')).toEqual([{ id: 1 }]);
  });

  it('leaves memory and the files as they were when the disk is full, so a later write does not save the refused one', async () => {
    const path = await dataPath();
    const store = await openFileStore(path);
    await store.storage.setItem('x', [{ id: 1 }]);
    await store.storage.setItem('gone', 1);
    for (const refused of [() => store.storage.setItem('x', [{ id: 2 }]), () => store.storage.removeItem('gone'), () => store.storage.clear()]) {
      vi.mocked(journal.appendToJournal).mockRejectedValueOnce(diskFull());
      await expect(refused()).rejects.toMatchObject({ code: 'ENOSPC' });
    }
    expect(await store.storage.getItem('x')).toEqual([{ id: 1 }]);
    expect(await store.storage.getItem('gone')).toBe(1);
    await store.storage.setItem('other', true);
    expect(await stored(path)).toEqual({ x: { json: [{ id: 1 }] }, gone: { json: 1 }, other: { json: true } });
  });

  it('creates the snapshot and the journal readable and writable by their owner only, and narrows an older file', async () => {
    const path = await dataPath();
    await writeFile(path, dataFileText({ journal: 0, entries: {}, localStorage: {} }), { mode: 0o644 });
    const store = await openFileStore(path);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    await store.storage.setItem('a', 1);
    await store.storage.setItem('b', 2);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(journal.journalPathOf(path))).mode & 0o777).toBe(0o600);
  });

  it('reads a data file of the layout before the journal (version 1), and writes it as version 2 at the first save', async () => {
    const path = await dataPath();
    const old = JSON.parse(dataFileText({ journal: 0, entries: { 'c:services': { json: [{ id: 1 }] } }, localStorage: { events: '[]' } })) as Record<
      string,
      unknown
    >;
    delete old.journal;
    await writeFile(path, JSON.stringify({ ...old, version: 1 }));
    const store = await openFileStore(path);
    expect(await store.storage.getItem('c:services')).toEqual([{ id: 1 }]);
    expect(store.localStorage.getItem('events')).toBe('[]');
    await store.storage.setItem('next', true);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      version: 2,
      entries: { 'c:services': { json: [{ id: 1 }] }, next: { json: true } },
    });
  });
});
