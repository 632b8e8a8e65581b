// The file store's saving: every write waits for the disk, and writes made while one is saved are
// saved together by the next one.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_FULL } from '@/types/api/envelope';
import * as atomic from './atomic-write';
import { readDataFile } from './data-file';
import { openFileStore } from './file-store';
import { startTestServer, tempDir } from './server-test-utils';

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

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

  it('leaves memory and the file as they were when the disk is full, so a later write does not save the refused one', async () => {
    const path = join(await tempDir(), 'data.json');
    const store = await openFileStore(path);
    await store.storage.setItem('c:x', [{ id: 1 }]);
    await store.storage.setItem('gone', 1);
    const write = vi.mocked(atomic.writeFileAtomic);
    for (const refused of [() => store.storage.setItem('c:x', [{ id: 2 }]), () => store.storage.removeItem('gone'), () => store.storage.clear()]) {
      write.mockRejectedValueOnce(diskFull());
      await expect(refused()).rejects.toMatchObject({ code: 'ENOSPC' });
    }
    expect(await store.storage.getItem('c:x')).toEqual([{ id: 1 }]);
    expect(await store.storage.getItem('gone')).toBe(1);
    await store.storage.setItem('other', true);
    expect((await readDataFile(path))!.entries).toEqual({ 'c:x': { json: [{ id: 1 }] }, gone: { json: 1 }, other: { json: true } });
  });
});

describe('the API server on a full disk', () => {
  it('answers a write 507 in the envelope and keeps the data as it was, on disk too', async () => {
    const path = join(await tempDir(), 'data.json');
    const server = await startTestServer({ data: path });
    const token = await server.signIn();
    const listed = async () => ((await (await server.call('GET', '/api/contact-forms/admin', { token })).json()) as { data: unknown[] }).data;
    const before = await listed();
    await server.backend.flush();
    const stored = (await readDataFile(path))!.entries['c:contacts'];
    vi.mocked(atomic.writeFileAtomic).mockRejectedValueOnce(diskFull());
    const message = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Hello', message: 'A message long enough.' };
    const response = await server.call('POST', '/api/contact-forms', { json: message });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ success: false, message: STORAGE_FULL });
    expect(await listed()).toEqual(before);
    await server.backend.flush();
    expect((await readDataFile(path))!.entries['c:contacts']).toEqual(stored);
  });
});
