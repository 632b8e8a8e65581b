// What a page hands the backend that runs inside it (the in-page host, and Vitest's): the db it
// opened, its own storages, and its sessionStorage for the request log and the canned answers.
import type { BackendDeps } from '../../core/create-backend';
import { switchesIn } from '../../core/switches';
import { getDb } from '../../db/db';
import { createAnswerBook, sessionShelf } from '../../qa/canned-answers';
import { appendRequestLog } from '../../qa/request-log';

export const pageStorages: BackendDeps = {
  db: getDb,
  local: () => localStorage,
  tabSwitches: () => switchesIn(sessionStorage),
  log: (_request, entry) => appendRequestLog([entry]),
  answers: createAnswerBook(sessionShelf),
  tabOf: () => '',
};
