// The mock backend, built from what it needs: createBackend(deps) answers one Request with a
// Response, whichever host received it. Every request under /api/ and /uploads/ (below the app's
// base path) goes through one dispatcher (request log, switches, latency, slow scenario, canned
// answer, fault, path check, idempotency key, route: msw tries only the routes the request's method
// and path can reach, ./route-index.ts; nosniff on every answer), so what applies to all of them
// lives in one place, and an API path no route knows answers a JSON 404 instead of falling through
// to the static host's index.html.
import { getResponse, http, type RequestHandler } from 'msw';
import { realNow } from '@/lib/clock';
import { TAB_HEADERS } from '@/lib/mock-headers';
import { MALFORMED_PATH, STORAGE_FULL } from '@/types/api/envelope';
import { createVerifiedPasswords, type VerifiedPasswords } from '../auth/passwords';
import type { Db } from '../db/db';
import { isStorageFull } from '../db/storage-full';
import { routeHandlers } from '../handlers/routes';
import { RESOURCES, type ServerResource } from '../resources';
import { cannedResponse, type AnswerBook } from '../qa/canned-answers';
import { createTabRecords, memoryShelf } from '../qa/tab-records';
import { faultResponse } from '../qa/fault-response';
import { createLatencyDelay } from '../qa/latency-delay';
import { withRequestLog, type RequestLogSink } from '../qa/request-log';
import { SLOW_DELAY_MS } from '../qa/scenario';
import { fail } from './responses';
import { apiPathsAt } from './api-paths';
import { scenarioClock } from './scenario-clock';
import { attachContext, type LocalValues, type RequestContext } from './context';
import { answerOnce } from './idempotency';
import { withNoSniff } from './no-sniff';
import { createRouteIndex } from './route-index';
import { clockOf, switchesOf, type Switches } from './switches';

export interface BackendDeps {
  /** The origin the host serves the API at (a page's or worker's own); null in Node: any origin. */
  origin: string | null;
  /** The store (a function: a host may open another, as a page falling back to memory does). */
  db: () => Db;
  /** The spec's browser-side data (events, categories, themeColors) as the host keeps it for this request. */
  local: (request: Request) => Storage;
  /** The switches the host keeps for the tab a request came from, for what its headers leave out. */
  tabSwitches: (request: Request) => Switches;
  /** Where the host keeps the request log (window.__backend.requests()); none by default (nothing is logged). */
  log?: RequestLogSink;
  /** How the host waits out a delay; by default scenarioClock's timer. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Who sent a request, for the sign-in throttle's cap per client. By default one client: a backend
   * in the browser serves that browser alone. The HTTP server names the remote address.
   */
  clientOf?: (request: Request) => string;
  /** Where the host keeps each tab's canned answers (window.__backend.fault with times, respond); memory by default. */
  answers?: AnswerBook;
  /** The tab session a request comes from, which its canned answers are kept under; by default its X-Mock-Tab header. */
  tabOf?: (request: Request) => string;
  /** The page load a request comes from (a next-load answer skips the one that set it); by default its X-Mock-Page header. */
  pageOf?: (request: Request) => string;
  /** The memo of verified passwords; a new one by default. A host passes its own to clear it (the bench). */
  passwords?: VerifiedPasswords;
  /** The image resources it serves: the registry's by default (mocks/resources); the db's must be the same. */
  resources?: readonly ServerResource[];
  /** Where `local` is a copy: writes into the pages' own localStorage (RequestContext.writePagesLocal). */
  writePagesLocal?: (request: Request, values: LocalValues) => Promise<LocalValues>;
}

export const ONE_CLIENT = 'this browser';

export interface Backend {
  /** The dispatcher as msw handlers, for msw's own interception (msw/node in Vitest). */
  handlers: RequestHandler[];
  /** Whether a request is the backend's to answer: under the app's /api/ or /uploads/ (any case, as msw's patterns). */
  owns(request: Request): boolean;
  /** The answer to one request; a JSON 404 outside /api/ and /uploads/. */
  handle(request: Request): Promise<Response>;
  /** The tabs' canned answers. */
  answers: AnswerBook;
}

/** Whether the path decodes; the routes' patterns decode it and would throw (a 500) when it does not. */
function isDecodable(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** The answer; a write the storage refused for want of space (in a route, or at the request's commit) is a 507. */
async function storageFullAs507(request: Request, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    console.warn(`${request.method} ${request.url}: the storage is full.`, error);
    return fail(507, STORAGE_FULL);
  }
}

/** The paths below the app's base path that are the backend's to answer. */
export const BACKEND_PREFIXES = ['/api/', '/uploads/'] as const;

export function createBackend(deps: BackendDeps): Backend {
  const wait = deps.wait ?? ((ms: number) => scenarioClock.wait(ms));
  const latencyDelay = createLatencyDelay();
  const answers = deps.answers ?? createTabRecords(memoryShelf()).answers;
  const tabOf = deps.tabOf ?? ((request: Request) => request.headers.get(TAB_HEADERS.tab) ?? '');
  const pageOf = deps.pageOf ?? ((request: Request) => request.headers.get(TAB_HEADERS.page) ?? '');
  const paths = apiPathsAt(deps.origin);
  const belowBackend = BACKEND_PREFIXES.map(paths.isBelow);
  const owns = (request: Request): boolean => belowBackend.some((below) => below({ request }));
  const passwords = deps.passwords ?? createVerifiedPasswords();
  const routesOf = createRouteIndex(routeHandlers(paths.at, deps.resources ?? RESOURCES));
  const dispatch = async ({ request }: { request: Request }): Promise<Response> => {
    const read = switchesOf(request, deps.tabSwitches(request));
    if (!read.ok) return fail(400, read.message);
    const { switches } = read;
    const client = deps.clientOf?.(request) ?? ONE_CLIENT;
    const { writePagesLocal } = deps;
    const context: RequestContext = {
      db: deps.db(),
      local: deps.local(request),
      switches,
      now: clockOf(switches),
      realNow,
      wait,
      client,
      passwords,
      ...(writePagesLocal && { writePagesLocal: (values: LocalValues) => writePagesLocal(request, values) }),
    };
    attachContext(request, context);
    // ?latency= first, as a network would; then the slow scenario; then a canned answer or a ?fault= rule answers instead of the route.
    await latencyDelay(request, context);
    if (switches.scenario === 'slow') await wait(SLOW_DELAY_MS);
    const canned = await answers.take(tabOf(request), request, pageOf(request));
    if (canned) return cannedResponse(canned);
    const fault = faultResponse(request, context);
    if (fault) return fault;
    if (!isDecodable(request.url)) return fail(400, MALFORMED_PATH);
    return storageFullAs507(request, () =>
      answerOnce(request, context, async () => (await getResponse(routesOf(request), request)) ?? fail(404, 'Not found')),
    );
  };
  // Logged outermost, so window.__backend.requests() sees every answer, a forced fault included. A
  // host that keeps no log (Node with --qa-headers off) is spared the copy and parse of every body.
  const answer = deps.log ? withRequestLog(dispatch, deps.log) : dispatch;
  const answerNoSniff = async (info: { request: Request }) => withNoSniff(await answer(info));
  const handlers = [http.all(({ request }) => owns(request), answerNoSniff)];
  return {
    handlers,
    owns,
    answers,
    handle: async (request) => (await getResponse(handlers, request)) ?? withNoSniff(fail(404, 'Not found')),
  };
}
