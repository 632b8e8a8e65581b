// Idempotency-Key (the IETF HTTP draft's header): the app's API client sends a new key with each
// write a user makes; a request that repeats a key already answered gets that first answer again and
// changes nothing. Kept in the store beside the data, so it holds across a service worker restart (the
// browser may hand a request the stopped worker was answering to the next one) and a page reload.
// A kept answer is the request's own: it goes back only to the same caller (its session; with no
// token, its client), method, path and body, and an answer that carries a token is never kept.
import { tokenHash } from '../auth/passwords';
import type { KeyValueStorage } from '../db/storage';
import { bearerToken, liveSession } from '../auth/sessions';
import { fail } from './responses';
import type { RequestContext } from './context';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On an answer given again for a repeated key. */
export const REPLAYED_HEADER = 'Idempotency-Replayed';
/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'idem:';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** What a kept answer was the answer to. */
interface Fingerprint {
  /** `session:<SHA-256 of the token>`, or `client:<the host's client>` for a request without one. */
  caller: string;
  method: string;
  /** The path below the origin, with its query string. */
  path: string;
  /** SHA-256 of the body's bytes, hex. */
  bodyHash: string;
}

interface KeptAnswer extends Fingerprint {
  status: number;
  type: string;
  body: string;
  /** When it was kept, on the real clock. */
  at: number;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Who sends the request: its session when its token opens one, its client when it carries no token;
 * null for a token that opens no session, which authenticates nobody and so may use no key.
 */
async function callerOf(request: Request, context: RequestContext): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return `client:${context.client}`;
  return (await liveSession(context, token)) ? `session:${await tokenHash(token)}` : null;
}

async function fingerprintOf(request: Request, caller: string): Promise<Fingerprint> {
  const { pathname, search } = new URL(request.url);
  // A view, not the buffer itself: the buffer may come from another realm (jsdom's tests) that digest() does not take.
  const bodyHash = hex(await crypto.subtle.digest('SHA-256', new Uint8Array(await request.clone().arrayBuffer())));
  return { caller, method: request.method, path: `${pathname}${search}`, bodyHash };
}

/** What differs between a kept answer's request and this one, the caller first; null when nothing does. */
function mismatch(kept: KeptAnswer, request: Fingerprint): string | null {
  if (kept.caller !== request.caller) return 'This Idempotency-Key was first used by another caller. Send this request with a new key.';
  for (const [what, differs] of [
    ['method', kept.method !== request.method],
    ['path', kept.path !== request.path],
    ['body', kept.bodyHash !== request.bodyHash],
  ] as const) {
    if (differs) return `This Idempotency-Key was first used with another ${what}. Send this request with a new key.`;
  }
  return null;
}

/** An answer no store may keep (Cache-Control: no-store): a sign-in's, or any other that carries a token. */
const mustNotKeep = (response: Response) => /(?:^|,)\s*no-store\s*(?:,|$)/i.test(response.headers.get('cache-control') ?? '');

/**
 * Answers a write once per key: `answer` runs for a key not seen before (under the key's lock, so a
 * repeat sent at the same moment waits for it), and its answer is kept unless it is a server error,
 * which a retry may yet get past, or marked no-store. A repeat from another caller, or with another
 * method, path or body, answers 422. Where the store can, the request's writes and the kept answer
 * are stored together or not at all, so a backend stopped in between (a service worker) leaves no
 * write whose answer a repeat would not find. Without a key, `answer` runs as it is.
 */
export async function answerOnce(request: Request, context: RequestContext, answer: () => Promise<Response>): Promise<Response> {
  const { db } = context;
  const { storage } = db;
  const key = request.method === 'GET' || request.method === 'HEAD' ? null : request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return answer();
  if (!VALID_KEY.test(key)) return fail(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters.`);
  // Authentication first: the route answers a token that opens no session (401), and nothing is kept.
  const caller = await callerOf(request, context);
  if (caller === null) return answer();
  const fingerprint = await fingerprintOf(request, caller);
  const stored = `${PREFIX}${key}`;
  const once = async () => {
    const kept = await storage.getItem<KeptAnswer>(stored);
    if (kept) {
      const differs = mismatch(kept, fingerprint);
      if (differs) return fail(422, differs);
      return new Response(kept.body, { status: kept.status, headers: { 'Content-Type': kept.type, [REPLAYED_HEADER]: 'true' } });
    }
    const response = await answer();
    if (response.status < 500 && !mustNotKeep(response)) {
      const body = await response.clone().text();
      await storage.setItem<KeptAnswer>(stored, {
        ...fingerprint,
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        body,
        at: context.realNow(),
      });
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

/**
 * Forgets the answers older than IDEMPOTENCY_TTL_MS on the real clock (`now`), and those kept by a
 * build before answers named their caller (they could hold a sign-in's token): at start-up, so the
 * store never grows with them.
 */
export async function forgetOldAnswers(storage: KeyValueStorage, now: number): Promise<void> {
  const old = (await storage.entries<KeptAnswer | null>(PREFIX)).filter(
    ([, kept]) => !kept || typeof kept.caller !== 'string' || now - kept.at > IDEMPOTENCY_TTL_MS,
  );
  if (old.length) await storage.writeMany({ writes: new Map(old.map(([key]) => [key, null])), cleared: false });
}
