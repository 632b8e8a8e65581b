// Helpers for the API server's tests: a server on a free port, closed after the test, and calls
// over real HTTP as the app on a local dev server's origin makes them.
import { afterEach } from 'vitest';
import { startApiServer, type ApiServer, type ApiServerOptions } from '../hosts/node/server';

export { tempDir } from '../db/file/temp-dir';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

export interface TestServer extends ApiServer {
  call(
    method: string,
    path: string,
    options?: { json?: unknown; token?: string; headers?: Record<string, string>; body?: BodyInit },
  ): Promise<Response>;
  /** Signs in as the seeded administrator; the bearer token. */
  signIn(username?: string, password?: string): Promise<string>;
}

/** Starts a server on a free port, closed after the test (close() may be called before). */
export async function startTestServer(options: Omit<ApiServerOptions, 'port'> = {}): Promise<TestServer> {
  const server = await startApiServer({ port: 0, ...options });
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= server.close());
  cleanups.push(close);
  const call: TestServer['call'] = (method, path, { json, token, headers = {}, body } = {}) => {
    const sent: Record<string, string> = { Origin: 'http://localhost:5173', ...headers };
    if (token) sent.Authorization = `Bearer ${token}`;
    if (json !== undefined) sent['Content-Type'] = 'application/json';
    return fetch(`${server.url}${path}`, { method, headers: sent, body: json === undefined ? body : JSON.stringify(json) });
  };
  return {
    ...server,
    close,
    call,
    async signIn(username = 'admin', password = 'admin123') {
      const response = await call('POST', '/api/admin/login', { json: { username, password } });
      const body = (await response.json()) as { data: { token: string } };
      return body.data.token;
    },
  };
}

/** PNG magic number then filler: an image the upload rules accept. */
export function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}
