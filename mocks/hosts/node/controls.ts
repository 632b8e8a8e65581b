// The QA controls of the HTTP server: window.__backend's, for a suite that drives the server over
// HTTP (control-route.ts serves them). The switches (fault, latency, clock) are the server's, as
// its flags set them; the canned answers, counted faults and the request log are kept per tab,
// named by a request's X-Mock-Tab header (none: the tab ''), as the backend in the browser keeps them.
import type { Db } from '../../db/db';
import { prepareDb } from '../../db/boot-db';
import { clockOf, switchesIn } from '../../core/switches';
import type { BackendHandle } from '../../qa/backend-types';
import { createSwitchControls, type SwitchControls } from '../../qa/switch-controls';
import { recordOps, type TabRecords } from '../../qa/tab-records';
import { dataSetOf, getScenario, isScenario, SCENARIOS, setScenario } from '../../qa/scenario';

/** What one tab may do: window.__backend's controls but `ready`, which a listening server is. */
export type TabControls = SwitchControls &
  Pick<BackendHandle, 'reset' | 'requests' | 'clearRequests' | 'outbox'> & { scenario(name: string): Promise<void> };

// No page load sends these requests: every one of them would count as the next load's.
const NO_PAGE_LOADS = "from: 'next-load' is for page loads; over HTTP every request counts.";

export interface NodeControlDeps {
  db: Db;
  /** The server's localStorage part, reseeded with the db. */
  local: Storage;
  /** Where the server keeps its switches (its sessionStorage). */
  session: Storage;
  records: TabRecords;
  /** Resolves once the data file holds every write. */
  flush(): Promise<void>;
}

export function createNodeControls({ db, local, session, records, flush }: NodeControlDeps): (tab: string) => TabControls {
  const prepare = async (reset: boolean) => {
    await prepareDb(db, { reset, dataSet: dataSetOf(getScenario(session)), local, now: clockOf(switchesIn(session))() });
    await flush();
  };
  return (tab) => {
    const ops = recordOps(records, tab);
    const switches = createSwitchControls({ ...ops, switched: async () => undefined });
    return {
      ...switches,
      async fault(rule, options = {}) {
        if (options.from !== undefined) throw new Error(NO_PAGE_LOADS);
        return switches.fault(rule, options);
      },
      async respond(method, path, answer) {
        if (answer.from !== undefined) throw new Error(NO_PAGE_LOADS);
        return switches.respond(method, path, answer);
      },
      async reset(options = {}) {
        if (options.clearSwitches) await switches.clearSwitches();
        await prepare(true);
      },
      async scenario(name) {
        if (!isScenario(name)) throw new Error(`Unknown scenario "${name}". Known scenarios: ${SCENARIOS.join(', ')}.`);
        setScenario(session, name);
        await prepare(false);
      },
      requests: ops.requests,
      clearRequests: ops.clearRequests,
      outbox: () => db.outbox.all(),
    };
  };
}
