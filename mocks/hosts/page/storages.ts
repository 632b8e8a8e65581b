// What a page hands the backend that runs inside it (the in-page host, and Vitest's): the db it
// opened, its own storages, and its sessionStorage for the tab's records (request log, canned answers).
import { PAGE_ID } from '@/lib/react-query';
import type { BackendDeps } from '../../core/create-backend';
import { switchesIn } from '../../core/switches';
import type { Db } from '../../db/db';
import { createTabRecords, webStorageShelf } from '../../qa/tab-records';

/** The page is one tab session: its records are kept under no tab id. */
export const pageRecords = createTabRecords(webStorageShelf(() => sessionStorage));

/** A page's backend deps around `db`, the store the host has open. */
export const pageDeps = (db: () => Db): BackendDeps => ({
  // jsdom's in Vitest; none (any origin) in a Vitest file that runs in Node.
  origin: typeof location === 'undefined' ? null : location.origin,
  db,
  local: () => localStorage,
  tabSwitches: () => switchesIn(sessionStorage),
  log: (_request, entry) => pageRecords.log('', entry),
  answers: pageRecords.answers,
  tabOf: () => '',
  // The backend in the page answers only this page load's requests.
  pageOf: () => PAGE_ID,
});
