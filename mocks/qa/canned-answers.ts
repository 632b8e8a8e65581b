// Answers a test sets for the next requests of its tab (window.__backend.fault(rule, { times }) and
// respond(method, path, ...)): the backend answers a matching request with the stored envelope
// instead of running the route, counts it down, and logs it like any other answer. Kept by the
// backend, per tab session, where the host keeps the tab's request log (the worker's store, the
// page's sessionStorage, memory in Node), so "the next N" is exact however requests overlap, and
// a request the app did not send (a test's own fetch) counts too.
import { HttpResponse } from 'msw';
import { matchesRequest, parseMatchText } from './request-match';

/** sessionStorage, with the backend in the page: the tab's canned answers (./tab-records.ts). */
export const ANSWERS_KEY = 'mockAnswers';

export interface CannedAnswer {
  /** The requests it answers, METHOD:PATH as ?fault= writes it: 'GET:/api/services'. */
  match: string;
  status: number;
  /** The JSON body. */
  body: unknown;
  /** How many more matching requests it answers; null: every one until cleared. */
  times: number | null;
  /** Set by fault(): the rule, sent back in X-Mock-Fault as ?fault= does. */
  fault?: string;
  /**
   * `{ from: 'next-load' }`: the page load that set it (PAGE_ID), whose own requests never take it,
   * so a lazy fetch of the page the test is on cannot use it up before the next load.
   */
  notPage?: string;
}

/** Where a host keeps each tab's answers. */
export interface AnswerShelf {
  read(tab: string): CannedAnswer[] | null | Promise<CannedAnswer[] | null>;
  write(tab: string, answers: CannedAnswer[]): void | Promise<void>;
}

export interface AnswerBook {
  /** The answer for a request of the page load `page`, counted down; null when none matches. */
  take(tab: string, request: Request, page?: string): Promise<CannedAnswer | null>;
  /** Adds an answer; the newest is tried first. */
  add(tab: string, answer: CannedAnswer): Promise<void>;
  list(tab: string): Promise<CannedAnswer[]>;
  clear(tab: string): Promise<void>;
}

export function createAnswerBook(shelf: AnswerShelf): AnswerBook {
  // One change at a time per book: a take never reads a list another take is rewriting.
  let turn: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work);
    turn = run.catch(() => undefined);
    return run;
  };
  const read = async (tab: string) => {
    const stored = await shelf.read(tab);
    return Array.isArray(stored) ? stored : [];
  };
  const write = async (tab: string, answers: CannedAnswer[]) => shelf.write(tab, answers);
  return {
    take: (tab, request, page = '') =>
      queued(async () => {
        const answers = await read(tab);
        if (answers.length === 0) return null;
        const index = answers.findIndex((answer) => {
          const match = parseMatchText(answer.match);
          return match !== null && answer.notPage !== page && matchesRequest(match, request);
        });
        if (index < 0) return null;
        const answer = answers[index];
        if (answer.times !== null) {
          const left = answer.times - 1;
          await write(
            tab,
            left > 0 ? answers.map((each, at) => (at === index ? { ...answer, times: left } : each)) : answers.filter((_, at) => at !== index),
          );
        }
        return answer;
      }),
    add: (tab, answer) => queued(async () => write(tab, [answer, ...(await read(tab))])),
    list: (tab) => queued(() => read(tab)),
    clear: (tab) => queued(() => write(tab, [])),
  };
}

/** The answer as a Response: a fault names its rule in X-Mock-Fault, a canned answer its match in X-Mock-Respond. */
export function cannedResponse(answer: CannedAnswer): Response {
  const headers: Record<string, string> = answer.fault ? { 'X-Mock-Fault': answer.fault } : { 'X-Mock-Respond': answer.match };
  return HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0], { status: answer.status, headers });
}
