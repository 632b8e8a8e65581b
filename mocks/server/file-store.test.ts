// The file store's saving: every write waits for the disk, and writes made while one is saved are
// saved together by the next one.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as atomic from './atomic-write';
import { readDataFile } from './data-file';
import { openFileStore } from './file-store';
import { tempDir } from './server-test-utils';

vi.mock('./atomic-write', async (importOriginal) => {
  const original = await importOriginal<typeof atomic>();
  return { ...original, writeFileAtomic: vi.fn(original.writeFileAtomic) };
});

describe('the file store', () => {
  it('resolves a write once the file holds it', async () => {
    const path = join(await tempDir(), 'data.json');
    const store = await openFileStore(path);
    await store.storage.setItem('c:services', [{ id: 1 }]);
    expect((await readDataFile(path))!.entries['c:services']).toEqual({ json: [{ id: 1 }] });
  });

  it('coalesces writes made while one is being saved into one more write, which holds them all', async () => {
    const path = join(await tempDir(), 'data.json');
    const store = await openFileStore(path);
    const write = vi.mocked(atomic.writeFileAtomic);
    write.mockClear();
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.storage.setItem(`k${i}`, i)));
    store.localStorage.setItem('events', '[]');
    await store.flush();
    expect(write.mock.calls.length).toBeLessThanOrEqual(3);
    const saved = (await readDataFile(path))!;
    expect(Object.keys(saved.entries)).toHaveLength(50);
    expect(saved.entries.k49).toEqual({ json: 49 });
    expect(saved.localStorage).toEqual({ events: '[]' });
  });

  it('keeps a Blob as base64 with its type and gives a Blob back, after a reopen too', async () => {
    const path = join(await tempDir(), 'data.json');
    const store = await openFileStore(path);
    await store.storage.setItem('blob:1.png', new Blob([new Uint8Array([1, 2, 250])], { type: 'image/png' }));
    expect((await readDataFile(path))!.entries['blob:1.png']).toEqual({ blob: { type: 'image/png', base64: 'AQL6' } });
    const reopened = await openFileStore(path);
    const blob = (await reopened.storage.getItem<Blob>('blob:1.png'))!;
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 250]));
  });

  it('hands out copies: changing a value read does not change the store', async () => {
    const store = await openFileStore(join(await tempDir(), 'data.json'));
    await store.storage.setItem('c:x', [{ id: 1 }]);
    (await store.storage.getItem<{ id: number }[]>('c:x'))![0].id = 2;
    expect(await store.storage.getItem('c:x')).toEqual([{ id: 1 }]);
  });
});
