// Idempotency-Key (the IETF HTTP draft's header): the app's API client sends a new key with each
// write a user makes; a request that repeats a key already answered gets that first answer again and
// changes nothing. Kept in the store beside the data, so it holds across a service worker restart (the
// browser may hand a request the stopped worker was answering to the next one) and a page reload.
import type { Db } from '../db/db';
import type { KeyValueStorage } from '../db/storage';
import { fail } from '../utils';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On an answer given again for a repeated key. */
export const REPLAYED_HEADER = 'Idempotency-Replayed';
/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'idem:';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface KeptAnswer {
  status: number;
  type: string;
  body: string;
  at: number;
}

/**
 * Answers a write once per key: `answer` runs for a key not seen before (under the key's lock, so a
 * repeat sent at the same moment waits for it), and its answer is kept unless it is a server error,
 * which a retry may yet get past. Where the store can, the request's writes and the kept answer are
 * stored together or not at all, so a backend stopped in between (a service worker) leaves no write
 * whose answer a repeat would not find. Without a key, `answer` runs as it is.
 */
export async function answerOnce(request: Request, db: Db, now: number, answer: () => Promise<Response>): Promise<Response> {
  const { storage } = db;
  const key = request.method === 'GET' || request.method === 'HEAD' ? null : request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return answer();
  if (!VALID_KEY.test(key)) return fail(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters.`);
  const stored = `${PREFIX}${key}`;
  const once = async () => {
    const kept = await storage.getItem<KeptAnswer>(stored);
    if (kept) {
      return new Response(kept.body, { status: kept.status, headers: { 'Content-Type': kept.type, [REPLAYED_HEADER]: 'true' } });
    }
    const response = await answer();
    if (response.status < 500) {
      const body = await response.clone().text();
      await storage.setItem<KeptAnswer>(stored, { status: response.status, type: response.headers.get('content-type') ?? '', body, at: now });
    }
    return response;
  };
  return storage.exclusive(stored, async () => {
    if (!storage.atomically) return once();
    try {
      return await storage.atomically(once);
    } catch (error) {
      // Nothing was stored: what the request wrote into the db's caches goes with it.
      db.invalidate();
      throw error;
    }
  });
}

/** Forgets the answers older than IDEMPOTENCY_TTL_MS (at start-up: the store never grows with them). */
export async function forgetOldAnswers(storage: KeyValueStorage, now: number): Promise<void> {
  const old = (await storage.entries<KeptAnswer | null>(PREFIX)).filter(([, kept]) => !kept || now - kept.at > IDEMPOTENCY_TTL_MS);
  if (old.length) await storage.writeMany({ writes: new Map(old.map(([key]) => [key, null])), cleared: false });
}
