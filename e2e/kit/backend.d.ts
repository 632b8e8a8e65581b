// The type of window.__backend, the in-browser mock backend's handle for QA's tests. One file that
// imports nothing: copy it beside your tests (README, "QA toolkit"). The backend itself is typed
// against this file (mocks/qa/backend-types.ts checks the unions below against the app's own).

/** A data set and behaviour of the backend, as ?scenario= names it. */
export type Scenario = 'default' | 'api-down' | 'slow' | 'empty' | 'big';

/** One simulated e-mail, as outbox() returns it. */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
  kind: 'donation' | 'contact' | 'volunteer' | 'test';
  /** ISO 8601, UTC. */
  created_at: string;
}

/** One request the in-browser backend answered, as `requests()` returns it. */
export interface LoggedRequest {
  /** 'GET', 'POST', ... */
  method: string;
  /**
   * The path below the app's base path, with its query string: '/api/donations',
   * '/api/events?limit=6' (served under '/charity/' the address was '/charity/api/...').
   */
  path: string;
  /** The status the backend answered: a forced fault, a canned answer or a thrown handler's 500 included. */
  status: number;
  /**
   * What the app sent: the parsed JSON; the fields of a multipart or URL-encoded form (a file as
   * `{ name, type, size }`, a repeated field as an array); plain text as a string; another binary
   * body as `{ type, size }`; null when there was none. The value of every key containing
   * 'password' (any case, at any depth) reads '***', and so does a text body mentioning one. A body
   * longer than 2,000 characters of JSON is kept as a string of its first 2,000 characters and '…',
   * with `truncated: true`. JSON nested too deep to walk (thousands of levels) is kept as its text.
   */
  body: unknown;
  /** Present (true) only when `body` was cut to its first 2,000 characters. */
  truncated?: true;
}

/** A counted fault or a canned answer still waiting for its requests, as `switches()` lists it. */
export interface PendingAnswer {
  /** METHOD:PATH, as ?fault= writes it: 'GET:/api/services'. */
  match: string;
  status: number;
  /** How many more matching requests it answers; null: every one until cleared. */
  times: number | null;
  kind: 'fault' | 'respond';
  /** Present when it waits for a later page load: set with `{ from: 'next-load' }`. */
  from?: 'next-load';
}

/** What is on in the tab, as `switches()` reads it. */
export interface ActiveSwitches {
  scenario: Scenario;
  /** The pinned clock's instant as it was pinned (ISO 8601, UTC), null for the real clock. */
  now: string | null;
  /** ?fault='s rules, null when off. */
  fault: string | null;
  /** ?latency='s rules, null when off. */
  latency: string | null;
  /** 'off' while the donation and recent-donor popups are kept from opening. */
  popups: 'on' | 'off';
  /** Counted faults and canned answers, in the order they are tried (the newest first). */
  answers: PendingAnswer[];
}

export interface ResetOptions {
  /**
   * Also turns every switch off as clearSwitches() does. Default false: the switches survive a
   * reset. The scenario is kept either way (set it back with `scenario('default')`).
   */
  clearSwitches?: boolean;
}

export interface FaultOptions {
  /** Fails only the next N matching requests of this tab, then they answer normally. */
  times?: number;
  /**
   * 'next-load': only requests of a later page load of the tab take it, never the page the test
   * set it on, whose lazy fetches (the home page's lower sections, a dashboard's refresh) would
   * otherwise use it up before the test navigates. Needs `times`. With the backend in its service
   * worker a request is told apart by the page's X-Mock-Page header, which the app's client sends;
   * a test's own `fetch` sends none, so it counts as a later load's.
   */
  from?: 'next-load';
}

export interface LatencyOptions {
  /** Only the requests to this endpoint: 'GET:/api/services', or '/api/services' for any method. */
  path?: string;
}

export interface RespondOptions {
  /** Default: the operation's success status (200 or 201). */
  status?: number;
  /** The whole JSON envelope, as the API document describes this operation's answer at `status`. */
  body: unknown;
  /** Answers only the next N matching requests. Default: every one until the switches are cleared. */
  times?: number;
  /**
   * 'next-load': only requests of a later page load of the tab take it, never the page the test
   * set it on, whose lazy fetches (the home page's lower sections, a dashboard's refresh) would
   * otherwise use it up before the test navigates. Needs `times`. With the backend in its service
   * worker a request is told apart by the page's X-Mock-Page header, which the app's client sends;
   * a test's own `fetch` sends none, so it counts as a later load's.
   */
  from?: 'next-load';
}

/**
 * `window.__backend`: the in-browser mock backend's handle for QA. Every page of a build with the
 * mock backend defines it in the first script of its `<head>`, so right after `page.goto` a test can
 * begin with `await page.evaluate(() => window.__backend!.ready)`, in either host. Until the backend
 * is ready that first handle's methods wait for readiness, then call the backend's own. Every
 * control acts on this tab session only.
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
   * has refetched. Kept: the scenario (see `scenario`), the request log (see `clearRequests`) and,
   * unless `{ clearSwitches: true }`, the switches. The kit's fixture resets all three.
   */
  reset(options?: ResetOptions): Promise<void>;
  /**
   * Switches the scenario for the tab session as `?scenario=NAME` does, without a reload; when the
   * scenario runs on another data set (`empty`, `big`, or back to the seed) the data is reseeded
   * as at start-up. Then the app refetches. Rejects with an Error naming the known scenarios for an
   * unknown name, changing nothing.
   */
  scenario(name: Scenario): Promise<void>;
  /**
   * `?fault=`'s rules (METHOD:PATH:STATUS[,...]). Without `times` it sets the tab's fault switch as
   * `?fault=` does (null or 'off' turns it off); with `times` each rule fails only the next N
   * matching requests. Rejects a rule it cannot read, changing nothing.
   */
  fault(rule: string | null, options?: FaultOptions): Promise<void>;
  /**
   * Delays answers by MS, or by a draw from 'MIN-MAX', as `?latency=` does: every request, or with
   * `{ path }` one endpoint (its rule replaces that endpoint's earlier one and is tried first).
   * null or 'off' removes the delay (of that endpoint with `{ path }`, else every one).
   */
  latency(delay: number | string | null, options?: LatencyOptions): Promise<void>;
  /** Pins the clock as `?now=` does (it runs on from there); null returns to the real clock. */
  now(iso: string | null): Promise<void>;
  /** What is on in this tab. */
  switches(): Promise<ActiveSwitches>;
  /** Turns off the fault, latency, clock and popups switches and drops every counted fault and canned answer. The scenario stays. */
  clearSwitches(): Promise<void>;
  /**
   * The backend answers matching requests (METHOD and the API path as the spec writes it) with
   * this envelope instead of running the route, and logs them like any other. Rejects, storing
   * nothing, when the API document has no such operation or status, or the body does not parse
   * with the operation's documented answer schema at that status.
   */
  respond(method: string, path: string, answer: RespondOptions): Promise<void>;
  /**
   * Every request the backend answered in this tab (this page and the pages before it in the tab
   * session), oldest answer first: the last 500.
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
