// What /__backend/idle waits on: the server's requests under way and when the latest began. The
// control route's own requests are not counted (it is mounted before this counter).
import type { RequestHandler } from 'express';

export interface Activity {
  /** The express middleware that counts each request from its start until its answer is done. */
  count: RequestHandler;
  /** Resolves once no request is under way and none has started for `settleMs`. */
  idle(settleMs: number): Promise<void>;
}

export function createActivity(now: () => number = () => performance.now()): Activity {
  let inFlight = 0;
  let lastStart = now();
  return {
    count(_req, res, next) {
      inFlight += 1;
      lastStart = now();
      // 'close' comes once the answer is sent, or the client went away first.
      res.once('close', () => (inFlight -= 1));
      next();
    },
    idle: (settleMs) =>
      new Promise((resolve) => {
        const check = () => {
          const since = now() - lastStart;
          if (inFlight === 0 && since >= settleMs) resolve();
          else setTimeout(check, Math.max(settleMs - since, 20));
        };
        check();
      }),
  };
}
