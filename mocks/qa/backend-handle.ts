// window.__backend: what QA's tests call on the in-browser backend (documented on BackendHandle).
// The switch controls are ./switch-controls.ts. reset and scenario reuse what ?reset=1 and ?scenario= do at start-up, then tell the app. The same
// handle serves both hosts: the backend in the page (mocks/index.ts) and the backend in its own
// service worker (mocks/hosts/worker-page/start.ts), each passing how it prepares the data and reads the outbox.
import { BACKEND_RESET_EVENT, type BackendResetDetail } from '@/lib/backend-reset';
import { getRuntimeStatus, setRuntimeStatus } from '@/lib/runtime-status';
import type { OutboxEntry } from '@/types/api/settings';
import type { PrepareOptions } from '../db/boot-db';
import type { Changed } from '../seed/changes';
import { dataSetOf, getScenario, isScenario, SCENARIOS, setScenario } from './scenario';
import type { BackendHandle, LoggedRequest } from './backend-types';
import { backendReady } from './readiness';
import type { SwitchControls, SwitchOps } from './switch-controls';

/** What the handle asks of the backend's host. */
export interface BackendOps extends SwitchOps {
  /** Prepares the data as start-up does (see prepareSharedDb). */
  prepare(options: PrepareOptions): Promise<unknown>;
  /**
   * What preparing the data as `options` ask would wipe that differs from the seed, with `local` the
   * page's browser-side data (mocks/seed/changes.ts): the start-up asks before a link wipes it.
   */
  seedChanges(options: PrepareOptions, local: Record<string, string | null>): Promise<Changed[] | null>;
  outbox(): Promise<OutboxEntry[]>;
  /** This tab session's request log, and emptying it: kept where the host answers. */
  requests(): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
}

/** Every operation of BackendOps, by name (the compiler checks the list is whole). */
const OPERATIONS = {
  prepare: 1,
  seedChanges: 1,
  outbox: 1,
  requests: 1,
  clearRequests: 1,
  addAnswer: 1,
  answers: 1,
  clearAnswers: 1,
  switched: 1,
} satisfies Record<keyof BackendOps, 1>;
export type BackendOpName = keyof BackendOps;
export const BACKEND_OP_NAMES = Object.keys(OPERATIONS) as BackendOpName[];

/** BackendOps each of whose operations `call` does by its name: a host that hands them on elsewhere. */
export function forwardOps(call: (name: BackendOpName, args: unknown[]) => Promise<unknown>): BackendOps {
  return Object.fromEntries(BACKEND_OP_NAMES.map((name) => [name, (...args: unknown[]) => call(name, args)])) as unknown as BackendOps;
}

/** Runs the operation `name` of `ops` with `args` as a message carried them. */
export const callOp = (ops: Partial<BackendOps>, name: BackendOpName, args: unknown[]): Promise<unknown> =>
  (ops[name] as (...values: unknown[]) => Promise<unknown>)(...args);

/** Tells the app its data was replaced; resolves once the work it hands back (its refetch) is done. */
export async function announceReset(): Promise<void> {
  const work: Promise<unknown>[] = [];
  const detail: BackendResetDetail = { waitUntil: (promise) => void work.push(promise) };
  window.dispatchEvent(new CustomEvent(BACKEND_RESET_EVENT, { detail }));
  await Promise.all(work);
}

/** The switch controls, loaded when a test first calls one: no visitor downloads them. */
function lazyControls(ops: BackendOps): SwitchControls {
  let loaded: Promise<SwitchControls> | null = null;
  const control = <K extends keyof SwitchControls>(name: K) =>
    ((...args: unknown[]) => {
      loaded ??= import('./switch-controls').then(({ createSwitchControls }) => createSwitchControls(ops));
      return loaded.then((controls) => (controls[name] as (...params: unknown[]) => Promise<unknown>)(...args));
    }) as SwitchControls[K];
  return {
    fault: control('fault'),
    latency: control('latency'),
    now: control('now'),
    switches: control('switches'),
    clearSwitches: control('clearSwitches'),
    respond: control('respond'),
  };
}

export function createBackendHandle(ops: BackendOps): BackendHandle {
  const controls = lazyControls(ops);
  return {
    ready: backendReady,
    ...controls,
    async reset(options = {}) {
      await backendReady;
      if (options.clearSwitches) await controls.clearSwitches();
      await ops.prepare({ reset: true, dataSet: dataSetOf(getScenario(sessionStorage)) });
      await announceReset();
    },
    async scenario(name) {
      if (!isScenario(name)) throw new Error(`Unknown scenario "${String(name)}". Known scenarios: ${SCENARIOS.join(', ')}.`);
      await backendReady;
      setScenario(sessionStorage, name);
      await ops.prepare({ dataSet: dataSetOf(name) });
      // /health and the demo panel read the scenario from here.
      setRuntimeStatus({ ...getRuntimeStatus(), scenario: name });
      await announceReset();
    },
    requests: () => ops.requests(),
    clearRequests: () => ops.clearRequests(),
    async outbox() {
      await backendReady;
      return ops.outbox();
    },
  };
}

/**
 * Called first thing at start-up: replaces the stub the page's first script installed
 * (./backend-stub.ts), whose waiting calls then land here.
 */
export function installBackendHandle(ops: BackendOps): void {
  window.__backend = createBackendHandle(ops);
}
