// A demo import where the backend keeps only a copy of the spec's browser-side data (the service
// worker): the page's own localStorage takes the file's events, categories and theme colours before
// anything else is written, and is put back when the import fails, its commit included. So an
// import sent straight to the API is all or nothing as the admin panel's is: 200 with everything
// applied, or a refusal with nothing changed. Before, the worker answered 200 having written only
// its copy, which the page's old values replaced at the next reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/config/env';
import { createMemoryWebStorage, storageKeys } from '@/lib/storage';
import { DEMO_MESSAGES, type DemoExport } from '@/types/api/demo';
import { getDb } from '@/testing/test-db';
import { createBackend } from '../core/create-backend';
import type { LocalValues } from '../core/context';
import { IDEMPOTENCY_HEADER } from '../core/idempotency';
import { createAtomicStorage } from '../db/atomic-storage';
import { createDb } from '../db/db';
import { setDb } from '../testing/current-db';
import { filledStorage } from '../db/local-copy';
import { testDeps } from '../testing/current-db';
import { LOCAL_DATA_KEYS } from '../db/local-keys';
import { adminToken, call } from '../testing/handler-test-utils';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** The page, with its own localStorage, and the backend's copy of it, as the worker keeps them. */
function workerLike(page: { refuse?: () => Error }) {
  const pageStorage = createMemoryWebStorage();
  for (const key of LOCAL_DATA_KEYS) {
    const value = localStorage.getItem(key);
    if (value !== null) pageStorage.setItem(key, value);
  }
  const copy = filledStorage(Object.fromEntries(LOCAL_DATA_KEYS.map((key) => [key, pageStorage.getItem(key)])));
  const writes: LocalValues[] = [];
  const backend = createBackend({
    ...testDeps,
    local: () => copy,
    writePagesLocal: async (_request, values) => {
      const refusal = page.refuse?.();
      if (refusal) throw refusal;
      writes.push(values);
      const before = Object.fromEntries(Object.keys(values).map((key) => [key, pageStorage.getItem(key)]));
      for (const [key, value] of Object.entries(values)) {
        if (value === null) pageStorage.removeItem(key);
        else pageStorage.setItem(key, value);
      }
      return before;
    },
  });
  const values = (storage: Storage) => LOCAL_DATA_KEYS.map((key) => storage.getItem(key));
  return { backend, pageStorage, copy, writes, values };
}

async function fileWithNewEvents(token: string): Promise<DemoExport> {
  const doc = (await call<DemoExport>('GET', '/api/demo/export', { token })).body.data!;
  doc.collections.contacts = doc.collections.contacts.slice(0, 1);
  doc.local.events[0].title = 'Imported title';
  return doc;
}

const importing = (doc: DemoExport, token: string, key?: string) =>
  new Request(apiUrl('/api/demo/import'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: JSON.stringify(doc),
  });

const stored = async () => JSON.stringify(await getDb().storage.entries(''));

afterEach(() => vi.restoreAllMocks());

describe('a demo import through a backend that keeps a copy of the browser-side data', () => {
  it("the page's storage takes the file's part first: 200 with everything applied, the page's storage included", async () => {
    const token = await adminToken();
    const doc = await fileWithNewEvents(token);
    const worker = workerLike({});
    const answer = await worker.backend.handle(importing(doc, token));
    expect(answer.status).toBe(200);
    expect(JSON.parse(worker.pageStorage.getItem(storageKeys.events)!)[0].title).toBe('Imported title');
    expect(worker.values(worker.copy)).toEqual(worker.values(worker.pageStorage));
    expect(await getDb().contacts.all()).toHaveLength(1);
  });

  it("the page's storage is full: 507, and nothing changed anywhere", async () => {
    const token = await adminToken();
    const doc = await fileWithNewEvents(token);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = workerLike({ refuse: quota });
    const [db, page, copy] = [await stored(), worker.values(worker.pageStorage), worker.values(worker.copy)];
    const answer = await worker.backend.handle(importing(doc, token));
    expect(answer.status).toBe(507);
    expect(await answer.json()).toEqual({ success: false, message: DEMO_MESSAGES.storageFull });
    expect([await stored(), worker.values(worker.pageStorage), worker.values(worker.copy)]).toEqual([db, page, copy]);
  });

  it('no page answers: 503, and nothing changed', async () => {
    const token = await adminToken();
    const doc = await fileWithNewEvents(token);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = workerLike({ refuse: () => new Error('No answer within 5000 ms.') });
    const db = await stored();
    const answer = await worker.backend.handle(importing(doc, token));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ success: false, message: DEMO_MESSAGES.noPage });
    expect(await stored()).toBe(db);
  });

  it("a write of the backend's that fails after the page took its part puts the page's part back", async () => {
    const token = await adminToken();
    const doc = await fileWithNewEvents(token);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = workerLike({});
    const page = worker.values(worker.pageStorage);
    const storage = getDb().storage;
    const write = storage.writeMany.bind(storage);
    let failures = 1;
    vi.spyOn(storage, 'writeMany').mockImplementation(async (batch) => {
      if (failures > 0 && [...batch.writes.keys()].some((key) => key.startsWith('r:contacts:'))) {
        failures -= 1;
        throw quota();
      }
      return write(batch);
    });
    const answer = await worker.backend.handle(importing(doc, token));
    expect(answer.status).toBe(507);
    expect(worker.writes).toHaveLength(2);
    expect(worker.values(worker.pageStorage)).toEqual(page);
  });

  it("with an Idempotency-Key, a commit the store refuses at the end puts the page's part back too", async () => {
    const token = await adminToken();
    const doc = await fileWithNewEvents(token);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inner = getDb().storage;
    let refuse = true;
    setDb(createDb(createAtomicStorage({ ...inner, writeMany: async (batch) => (refuse ? Promise.reject(quota()) : inner.writeMany(batch)) })));
    const worker = workerLike({});
    const [db, page] = [JSON.stringify(await inner.entries('')), worker.values(worker.pageStorage)];
    const answer = await worker.backend.handle(importing(doc, token, 'import-1'));
    expect(answer.status).toBe(507);
    expect(JSON.stringify(await inner.entries(''))).toBe(db);
    expect(worker.values(worker.pageStorage)).toEqual(page);
    refuse = false;
    expect((await worker.backend.handle(importing(doc, token, 'import-1'))).status).toBe(200);
  });
});
