// What the page and the backend's service worker say to each other. Types and names only: the page
// imports this without any backend code.
import type { ReseedReason } from '../../db/boot-db';
import type { BackendOpName } from '../../qa/backend-handle';
import type { LOCAL_DATA_KEYS } from '../../db/local-keys';
import type { DataSet } from '../../seed';

/** The worker's script, beside index.html (dist/backend-worker.js), registered at the app's base path. */
export const WORKER_SCRIPT = 'backend-worker.js';

/** Those keys' values (null: absent). */
export type LocalValues = Partial<Record<(typeof LOCAL_DATA_KEYS)[number], string | null>>;

/** The worker changed the spec's browser-side data while answering (an import, a reset): the page pulls it. */
export const LOCAL_CHANGED_HEADER = 'X-Mock-Local-Changed';

/** What a page tells the worker of itself when it starts. */
export interface TabState {
  protocol: number;
  tab: string;
  page: string;
  /** The spec's localStorage keys (events, categories, themeColors and the admin session, which ?reset=1 clears). */
  local: Record<string, string>;
  /** The tab session's QA switches as stored (mockScenario, qaFault, ...). */
  session: Record<string, string>;
}

/** Page → worker, with a MessagePort for the answer. */
export type ControlMessage =
  /** Opens and prepares the data as the in-page backend does at start-up (?reset=1, a scenario's data set). */
  | { type: 'prepare'; reset: boolean; dataSet: DataSet; state: TabState }
  /** The page's copy of the browser-side data changed (the admin wrote a post, QA set a key): the worker's follows. */
  | { type: 'local-write'; values: LocalValues }
  /** The worker's copy, after an answer that changed it. */
  | { type: 'local-read' }
  /**
   * One of window.__backend's operations for the tab session `tab` (mocks/qa/backend-handle.ts),
   * with the tab's switches as stored: the worker takes them for the page's requests without headers.
   */
  | { type: 'op'; op: Exclude<BackendOpName, 'prepare'>; args: unknown[]; tab: string; session: Record<string, string> }
  /** A page loaded with Shift+Reload is not controlled: the worker claims it. */
  | { type: 'claim' }
  /** Which BackendVersion the worker was built with: asked by an open tab it took over. */
  | { type: 'version' };

/** Every message's type, for the test that ties them to the protocol's version (version.test.ts). */
const MESSAGE_TYPES = { prepare: 1, 'local-write': 1, 'local-read': 1, op: 1, claim: 1, version: 1 } satisfies Record<ControlMessage['type'], 1>;
export const CONTROL_MESSAGES = Object.keys(MESSAGE_TYPES);

export interface Prepared {
  reason: ReseedReason;
  driver: string;
  persistent: boolean;
  /** What preparing changed in the page's localStorage keys (null: removed). */
  local: Record<string, string | null>;
}

/**
 * Worker → every open tab, without a port: the data was reseeded because the stored data had
 * another version (a new deploy took over), so what the tabs show is gone.
 */
export type BackendNotice = { type: 'data-reset' };

/**
 * Worker → the page a request came from, with a MessagePort for the answer: a demo import's
 * browser-side data, for that page's localStorage before the import commits (or put back after it
 * failed), all or nothing. The answer is what those keys held; PAGE_STORAGE_FULL when the page's
 * storage refused them (nothing changed there).
 */
export type PageRequest = { type: 'local-apply'; values: LocalValues };

/** The error a page answers a PageRequest with when its localStorage is full. */
export const PAGE_STORAGE_FULL = "This page's storage is full.";

/** What the worker says to its pages, for the test that ties them to the protocol's version. */
const PAGE_MESSAGE_TYPES = { 'data-reset': 1, 'local-apply': 1 } satisfies Record<BackendNotice['type'] | PageRequest['type'], 1>;
export const PAGE_MESSAGES = Object.keys(PAGE_MESSAGE_TYPES);

/** Every answer on a port. */
export type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** Sends `message` with a fresh port; resolves with the answer, rejects on an error or after `timeoutMs`. */
export function ask<T>(target: { postMessage(message: unknown, transfer: Transferable[]): void }, message: unknown, timeoutMs: number): Promise<T> {
  const channel = new MessageChannel();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      channel.port1.close();
      reject(new Error(`No answer within ${timeoutMs} ms.`));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<Reply<T>>) => {
      clearTimeout(timer);
      channel.port1.close();
      if (event.data.ok) resolve(event.data.value);
      else reject(new Error(event.data.error));
    };
    target.postMessage(message, [channel.port2]);
  });
}

/** Answers on the port that came with a message: the value, or the error's message. */
export async function replyOn<T>(port: MessagePort | undefined, work: () => T | Promise<T>): Promise<void> {
  let reply: Reply<T>;
  try {
    reply = { ok: true, value: await work() };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  port?.postMessage(reply);
}
