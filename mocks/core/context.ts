// What a handler answers from: the store, the clock, the request's QA switches and the spec's
// localStorage data, handed to it with the request (contextOf) by the backend that received it
// (./create-backend.ts). Nothing a handler reads comes from a global, so any host can run it.
import type { Db } from '../db/db';
import type { Switches } from './switches';
import type { VerifiedPasswords } from '../auth/passwords';

export interface RequestContext {
  db: Db;
  /** The spec's localStorage data (events, categories, themeColors) as the host keeps it. */
  local: Storage;
  /** The QA switches this request runs under: its X-Mock-* headers, else its tab's. */
  switches: Switches;
  /** The backend's clock for this request, epoch ms: the pinned instant when one is sent, else the real time. */
  now(): number;
  /**
   * The real time, whatever the switches pin: the sign-in throttle, session issue and expiry run on
   * it, so no X-Mock-Now or ?now= can lock an account out, lift the throttle or stretch a session.
   */
  realNow(): number;
  /** Waits `ms` (the slow scenario, ?latency=) as the host waits. */
  wait(ms: number): Promise<void>;
  /** The passwords this backend has verified (auth/passwords.ts): a right one signs in again without the full hash. */
  passwords: VerifiedPasswords;
  /** Who sent the request, for the sign-in throttle's cap per client: the host says (BackendDeps.clientOf). */
  client: string;
  /**
   * Where `local` is only the backend's copy of the spec's browser-side data (the service worker's):
   * writes `values` (null removes a key) into the localStorage the pages read, before a demo import
   * commits, and resolves with what those keys held there. Rejects having changed nothing: with a
   * storage-full error when the page's storage refuses them, with another when no page can take
   * them. Absent where `local` is the pages' own storage (the page, Node).
   */
  writePagesLocal?: (values: LocalValues) => Promise<LocalValues>;
}

/** Values of localStorage keys (null: absent). */
export type LocalValues = Record<string, string | null>;

const contexts = new WeakMap<Request, RequestContext>();

/** Hands `context` to the handlers that will see `request`. */
export function attachContext(request: Request, context: RequestContext): void {
  contexts.set(request, context);
}

/** The context a backend gave this request; a request that reached a route any other way is a bug. */
export function contextOf(request: Request): RequestContext {
  const context = contexts.get(request);
  if (!context) throw new Error(`No backend context for ${request.method} ${request.url}`);
  return context;
}

/** The current instant as an ISO 8601 string, on the request's clock. */
export const nowIsoOf = (context: RequestContext): string => new Date(context.now()).toISOString();
