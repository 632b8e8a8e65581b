// The backend inside the page: what `npm run dev` runs, and what a build falls back to when the
// browser gives it no service worker (in-app browsers, locked-down profiles, site data blocked).
// The same handlers answer the page's fetch calls (the API client's only transport); an <img> of an
// upload is not a fetch, so each stored upload is also shown through a blob: URL of its bytes. As in
// the worker, requests are answered one at a time over an atomic store, so a request's writes are
// stored together or not at all (a tab closed halfway, a write refused for want of space).
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { http } from 'msw';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { setLocalUploadUrls } from '@/lib/local-upload-urls';
import { createBackend } from '../../core/create-backend';
import { createSerial } from '../../core/serial';
import { openAtomicIndexedDb } from '../../db/atomic-storage';
import { bootDb, prepareSharedDb, type PrepareOptions } from '../../db/boot-db';
import { createDb, type Db } from '../../db/db';
import { createMemoryStorage } from '../../db/storage';
import type { BackendOps } from '../../qa/backend-handle';
import { recordOps } from '../../qa/tab-records';
import { startBackendHost, type MockStatus, type OpenedBackend } from '../../qa/host-start';
import { changesSinceSeed } from '../../seed/changes';
import { scenarioClock } from '../../core/scenario-clock';
import { pageDeps, pageRecords } from './storages';

/** The db this page's backend answers from: memory until openInPage opens the stored one. */
let current: Db = createDb(createMemoryStorage());

/** window.__backend's work, on the db a page's backend answers from. */
export const inPageOpsOn = (db: () => Db): BackendOps => ({
  prepare: async (options) => {
    const prepared = await prepareSharedDb(db(), { ...options, local: localStorage });
    await showUploads(db());
    return prepared;
  },
  // The page's own localStorage is what the backend in it reads: `local` is the same data.
  seedChanges: (options) => changesSinceSeed(db(), localStorage, options),
  outbox: () => db().outbox.all(),
  ...recordOps(pageRecords, ''),
  // The page's requests read the switches from its sessionStorage as they are sent.
  switched: async () => undefined,
});

/** window.__backend's work, on the db in this page. */
export const inPageBackendOps = inPageOpsOn(() => current);

/** The blob: URL of each stored upload, by file name, with the record it was made from. */
const shown = new Map<string, { record: string; url: string }>();

/**
 * Gives every stored upload a blob: URL, made again for a file whose record changed (a reset or an
 * import reuses names), and drops those of uploads no longer stored.
 */
async function showUploads(db: Db): Promise<void> {
  const uploads = await db.uploads.all();
  const stored = new Set(uploads.map((upload) => upload.file));
  for (const [file, { url }] of shown) {
    if (!stored.has(file)) {
      URL.revokeObjectURL(url);
      shown.delete(file);
    }
  }
  for (const upload of uploads) {
    const record = `${upload.id}|${upload.created_at}|${upload.size}`;
    if (!upload.file || shown.get(upload.file)?.record === record) continue;
    const blob = await db.getBlob(upload.file);
    if (!(blob instanceof Blob)) continue;
    const before = shown.get(upload.file);
    if (before) URL.revokeObjectURL(before.url);
    shown.set(upload.file, { record, url: URL.createObjectURL(blob) });
  }
  setLocalUploadUrls(new Map([...shown].map(([file, { url }]) => [file, url])));
}

/** Answers the page's fetch calls with the handlers; a write's new uploads get their URLs before its answer arrives. */
async function interceptFetch(): Promise<void> {
  const serial = createSerial(() => () => undefined);
  const backend = createBackend({ ...pageDeps(() => current), wait: (ms) => serial.pause(() => scenarioClock.wait(ms)) });
  const viaBackend = ({ request }: { request: Request }) =>
    serial.run(async () => {
      const response = await backend.handle(request);
      if (request.method !== 'GET') await showUploads(current);
      return response;
    });
  const handlers = [http.all(({ request }) => backend.owns(request), viaBackend)];
  const network = defineNetwork({
    // The cast bridges a variance quirk of msw's declared types: an HTTP-only interceptor is
    // exactly what msw's own fallback mode passes here.
    sources: [
      new InterceptorSource({ interceptors: [new FetchInterceptor()] as ConstructorParameters<typeof InterceptorSource>[0]['interceptors'] }),
    ],
    handlers,
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
  await network.enable();
}

/** Opens the data (IndexedDB, or memory when it cannot be opened) as the URL asks, then answers. */
export async function openInPage(options: PrepareOptions): Promise<OpenedBackend> {
  const { db, driver, persistent, reason } = await bootDb({ ...options, local: localStorage, openStorage: () => openAtomicIndexedDb() });
  current = db;
  // Another tab wrote: drop cached collections so the next request reads fresh data.
  if (persistent)
    db.onRemoteWrite(() => {
      db.invalidate();
      void showUploads(db);
    });
  await showUploads(db);
  await interceptFetch();
  return { host: 'page', driver, persistent, reason };
}

/** `npm run dev`: the backend in this page from the start. */
export function startInPageBackend(): Promise<MockStatus> {
  return startBackendHost(inPageBackendOps, openInPage);
}
