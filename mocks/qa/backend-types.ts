// The type of window.__backend, for QA's end-to-end tests:
//   import type { BackendHandle } from './backend-types';
// Type-only: importing it brings no code into a test or the app.
import type { OutboxEntry } from '@/types/api/settings';
import type { Scenario } from '../scenario';

/** One request the in-browser backend answered, as `requests()` returns it. */
export interface LoggedRequest {
  /** 'GET', 'POST', ... */
  method: string;
  /**
   * The path below the app's base path, with its query string: '/api/donations',
   * '/api/events?limit=6' (served under '/charity/' the address was '/charity/api/...').
   */
  path: string;
  /** The status the backend answered, a forced fault or a thrown handler's 500 included. */
  status: number;
  /**
   * What the app sent: the parsed JSON; the fields of a multipart or URL-encoded form (a file as
   * `{ name, type, size }`, a repeated field as an array); plain text as a string; another binary
   * body as `{ type, size }`; null when there was none. The value of every key containing
   * 'password' (any case, at any depth) reads '***', and so does a text body mentioning one. A body
   * longer than 2,000 characters of JSON is kept as a string of its first 2,000 characters and '…',
   * with `truncated: true`.
   */
  body: unknown;
  /** Present (true) only when `body` was cut to its first 2,000 characters. */
  truncated?: true;
}

/**
 * `window.__backend`: the in-browser mock backend's handle for QA. It exists whenever the mock
 * backend runs, from the very start of its start-up, so a test can always begin with
 * `await page.evaluate(() => window.__backend!.ready)`.
 */
export interface BackendHandle {
  /**
   * Resolves once the backend answers requests, the moment `<html data-backend="ready">` is set;
   * rejects, with `data-backend="failed"`, when it could not start.
   */
  readonly ready: Promise<void>;
  /**
   * Reseeds as `?reset=1` does, without a reload: the db back to the current scenario's data set,
   * the spec's localStorage keys (events, categories, themeColors) reseeded or cleared, and the
   * admin signed out. Then the app drops and refetches everything it shows. Resolves when the app
   * has refetched. The request log is kept (see `clearRequests`).
   */
  reset(): Promise<void>;
  /**
   * Switches the scenario for the tab session as `?scenario=NAME` does, without a reload; when the
   * scenario runs on another data set (`empty`, `big`, or back to the seed) the data is reseeded
   * as at start-up. Then the app refetches. Rejects with an Error naming the known scenarios for an
   * unknown name, changing nothing.
   */
  scenario(name: Scenario): Promise<void>;
  /**
   * Every request the backend answered in this tab (this page and the pages before it in the tab
   * session), oldest answer first: the last 500. Kept where the backend answers (the service
   * worker's store; the page's sessionStorage under `mockRequestLog` when it answers in the page),
   * so it is a Promise: `await page.evaluate(() => window.__backend!.requests())`.
   */
  requests(): Promise<LoggedRequest[]>;
  /** Empties the request log; a requests() called after it, even before it settles, sees the log empty. */
  clearRequests(): Promise<void>;
  /**
   * The simulated e-mails, oldest first: what the server would have sent (a contact message, a
   * donation or a volunteer application, while its settings flag is on; a test e-mail always).
   */
  outbox(): Promise<OutboxEntry[]>;
}

declare global {
  interface Window {
    /** The mock backend's QA handle; absent when the app runs against a real backend. */
    __backend?: BackendHandle;
  }
}
