// The mock backend in Node: the app's backend (createBackend) over the server's own storage. It puts
// the Web Storage stand-ins in place (the seeding and msw's cookie store read them), applies the
// flags, opens and prepares the db as a page does at start-up, and hands back a function answering
// one Request. Start-up keeps its state in modules (the current db), so one
// backend runs in a process at a time: creating another replaces the one before.
import { createMemoryWebStorage } from '@/lib/storage';
import { createBackend } from '../../core/create-backend';
import { prepareDb, type ReseedReason } from '../../db/boot-db';
import { createDb } from '../../db/db';
import { createMemoryStorage } from '../../db/storage';
import { clockOf, switchesIn } from '../../core/switches';
import { dataSetOf, type Scenario } from '../../qa/scenario';
import { clientAddressOf } from './client-address';
import { openFileStore } from '../../db/file/file-store';
import { applyFlags, type SwitchFlags } from './flags';
import { installWebStorages } from '../shared/web-storage';
import { TAB_HEADERS } from '@/lib/mock-headers';
import type { LoggedRequest } from '../../qa/backend-types';
import { createTabRecords, memoryShelf } from '../../qa/tab-records';
import type { VerifiedPasswords } from '../../auth/passwords';
import type { ServerResource } from '../../resources';
import { createNodeControls, type TabControls } from './controls';

export interface NodeBackendOptions extends SwitchFlags {
  /** The --data file; without it the data lives in memory for the life of the process. */
  data?: string;
  /** Reseed the data and clear the localStorage part, as ?reset=1 does. */
  reset?: boolean;
  /** Keep each tab's request log for the QA controls (default true); a server whose controls nobody may use keeps none. */
  requestLog?: boolean;
  /** The memo of verified passwords, when the caller clears it (the bench's cold sign-in). */
  passwords?: VerifiedPasswords;
  /** The image resources it stores and serves: the registry's by default (mocks/resources). */
  resources?: readonly ServerResource[];
}

export interface NodeBackend {
  /** Answers one request as the server would: a JSON 404 for a path outside /api/ and /uploads/. */
  handle(request: Request): Promise<Response>;
  scenario: Scenario;
  /** 'memory' or the data file's path. */
  data: string;
  /** Why the data was reseeded at start; null when the stored data was kept. */
  reseeded: ReseedReason;
  /** Resolves once the data file holds every write made so far. */
  flush(): Promise<void>;
  /** The QA controls of the tab a request names (X-Mock-Tab; none: ''), as /__backend/ serves them. */
  controls(tab: string): TabControls;
}

/** Opens the backend. Throws (writing nothing) for a bad flag or a data file it cannot use. */
export async function createNodeBackend(options: NodeBackendOptions = {}): Promise<NodeBackend> {
  const store = options.data
    ? await openFileStore(options.data)
    : { storage: createMemoryStorage(), localStorage: createMemoryWebStorage(), flush: async () => undefined };
  // The flags are the tab switches of every request; its X-Mock-* headers win over them.
  const session = createMemoryWebStorage();
  installWebStorages({ localStorage: store.localStorage, sessionStorage: session });
  const scenario = applyFlags(options);
  const db = createDb(store.storage, { resources: options.resources });
  const { reason } = await prepareDb(db, {
    reset: options.reset,
    dataSet: dataSetOf(scenario),
    local: store.localStorage,
    now: clockOf(switchesIn(session))(),
  });
  await store.flush();
  const records = createTabRecords(memoryShelf());
  const tabOf = (request: Request) => request.headers.get(TAB_HEADERS.tab) ?? '';
  const { handle } = createBackend({
    origin: null,
    passwords: options.passwords,
    resources: db.resources,
    db: () => db,
    local: () => store.localStorage,
    tabSwitches: () => switchesIn(session),
    clientOf: clientAddressOf,
    answers: records.answers,
    tabOf,
    ...(options.requestLog === false ? {} : { log: (request: Request, entry: LoggedRequest) => records.log(tabOf(request), entry) }),
  });
  return {
    handle,
    scenario,
    data: options.data ?? 'memory',
    reseeded: reason,
    flush: () => store.flush(),
    controls: createNodeControls({ db, local: store.localStorage, session, records, flush: () => store.flush() }),
  };
}
