// Fresh seed data before each operation, and a snapshot of all data to tell whether a request wrote
// anything. Uses the demo endpoints every server of this contract has: sign-in, POST /api/demo/reset
// (admin role) and GET /api/demo/export.
import { describeAnswer, send, type Exchange, type Transport } from './exchange';

/** The seed's two accounts (mocks/seed/admins.ts): an administrator and a moderator. */
const ADMINISTRATOR = { username: 'admin', password: 'admin123' };
const MODERATOR = { username: 'moderator', password: 'moderator123' };

/** Raised when the server cannot be brought back to its seed: every check that needs it fails with this. */
export class FreshDataError extends Error {}

export interface FreshData {
  /** Resets the data to the seed and returns a token of the seed's administrator that works on it. */
  prepare(): Promise<string>;
  /** A new session of the seed's moderator (signed in after prepare(), which restores its password). */
  moderator(): Promise<string>;
  /** All of the server's data, without the export's own timestamp. */
  snapshot(token: string): Promise<unknown>;
}

export function createFreshData(transport: Transport, url: (path: string) => URL): FreshData {
  let token: string | undefined;

  const post = (path: string, init: { token?: string; json?: unknown }) =>
    send(
      transport,
      `POST ${path}`,
      new Request(url(path), {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...(init.json ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.json ? JSON.stringify(init.json) : undefined,
      }),
    );

  async function signIn(credentials = ADMINISTRATOR): Promise<string> {
    const answer = await post('/api/admin/login', { json: credentials });
    const data = (answer.json as { data?: { token?: unknown } } | undefined)?.data;
    if (answer.status !== 200 || typeof data?.token !== 'string' || !data.token) {
      throw new FreshDataError(`cannot sign in as ${credentials.username}: POST /api/admin/login answered ${describeAnswer(answer)}`);
    }
    return data.token;
  }

  const reset = (withToken: string) => post('/api/demo/reset', { token: withToken });

  return {
    async prepare() {
      token ??= await signIn();
      let answer: Exchange = await reset(token);
      // The reset keeps the sessions of the seed's accounts (mocks/db/demo-data.ts), so one sign-in
      // serves operation after operation, until one ends it (logout; a new password or a
      // deactivation of the admin itself would too): the reset then refuses the token, and a new
      // sign-in with the seed's password gets a working one.
      if (answer.status !== 200) {
        token = await signIn();
        answer = await reset(token);
      }
      if (answer.status !== 200) throw new FreshDataError(`cannot reset the data: POST /api/demo/reset answered ${describeAnswer(answer)}`);
      return token;
    },

    moderator: () => signIn(MODERATOR),

    async snapshot(withToken) {
      const answer = await send(
        transport,
        'GET /api/demo/export',
        new Request(url('/api/demo/export'), { headers: { Accept: 'application/json', Authorization: `Bearer ${withToken}` } }),
      );
      const body = answer.json as { success?: unknown; data?: unknown } | undefined;
      const data = body?.data as Record<string, unknown> | undefined;
      const shaped =
        answer.status === 200 &&
        body?.success === true &&
        typeof data === 'object' &&
        data !== null &&
        typeof data.exportedAt === 'string' &&
        !Number.isNaN(Date.parse(data.exportedAt)) &&
        typeof data.collections === 'object' &&
        data.collections !== null;
      if (!shaped) {
        throw new FreshDataError(
          `GET /api/demo/export is not an export ({ success: true, data: { exportedAt, collections, ... } }): it answered ${describeAnswer(answer)}`,
        );
      }
      // The timestamp says when the export was made, not what the data is.
      const { exportedAt: _at, ...rest } = data;
      return rest;
    },
  };
}
