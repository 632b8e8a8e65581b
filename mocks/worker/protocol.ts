// What the page and the backend's service worker say to each other. Types and names only: the page
// imports this without any backend code.
import type { ReseedReason } from '../boot-db';
import type { DataSet } from '../seed';
import type { TabChanges, TabState } from '../tab-state';

/** The worker's script, beside index.html (dist/backend-worker.js), registered at the app's base path. */
export const WORKER_SCRIPT = 'backend-worker.js';

/**
 * How long the worker waits for a tab to send its state (or take its changes) before answering 503:
 * as long as the page build waits for its backend to start (BACKEND_WAIT_MS in mockServiceWorker.js).
 * A prerendered page starts the app, and with it the tab's listener, only after its load event, so
 * a request sent at once after navigating waits for that.
 */
export const TAB_TIMEOUT_MS = 10_000;

/** Page → worker, with a MessagePort for the answer. */
export type ControlMessage =
  /** Opens and prepares the data as the in-page backend does at start-up (?reset=1, a scenario's data set). */
  | { type: 'prepare'; reset: boolean; dataSet: DataSet; state: TabState }
  | { type: 'outbox' }
  /** A page loaded with Shift+Reload is not controlled: the worker claims it. */
  | { type: 'claim' }
  /** Which BackendVersion the worker was built with: asked by an open tab it took over. */
  | { type: 'version' };

export interface Prepared {
  reason: ReseedReason;
  driver: string;
  persistent: boolean;
  changes: TabChanges;
}

/** Worker → the requesting tab, with a MessagePort for the answer (TabState, or null once applied). */
export type TabMessage = { type: 'tab-state' } | { type: 'tab-changes'; changes: TabChanges };

/**
 * Worker → every open tab, without a port: the data was reseeded because the stored data had
 * another version (a new deploy took over), so what the tabs show is gone.
 */
export type BackendNotice = { type: 'data-reset' };

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
