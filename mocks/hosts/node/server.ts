// The API server: the backend (host.ts) behind the express app (app.ts), listening on a port.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { env } from '@/config/env';
import { openApiDocument } from '../../contract/openapi-build';
import { createApp } from './app';
import { createNodeBackend, type NodeBackend, type NodeBackendOptions } from './host';
import { DEFAULT_CORS_ORIGINS } from './origin-guard';
import type { QaHeaderPolicy } from './qa-headers';

export interface ApiServerOptions extends NodeBackendOptions {
  /** 0 picks a free port. */
  port: number;
  /** The address it listens on; a name other than the local ones is also answered to. */
  host?: string;
  /** The browser origins it answers (origin-guard.ts); the local ones by default. */
  corsOrigins?: readonly string[];
  /** Whose X-Mock-* headers and /__backend/ controls set the QA switches (qa-headers.ts); this machine's clients by default. */
  qaHeaders?: QaHeaderPolicy;
}

export interface ApiServer {
  /** Where it answers, e.g. http://127.0.0.1:4000 */
  url: string;
  backend: NodeBackend;
  /** Stops taking connections, lets the requests under way finish, and waits for the data file's writes. */
  close(): Promise<void>;
}

export async function startApiServer({
  port,
  host = '127.0.0.1',
  corsOrigins = DEFAULT_CORS_ORIGINS,
  qaHeaders = 'local',
  ...options
}: ApiServerOptions): Promise<ApiServer> {
  const backend = await createNodeBackend({ ...options, requestLog: qaHeaders !== 'off' });
  const app = createApp(backend.handle, {
    guard: { corsOrigins, listenHost: host },
    document: () => openApiDocument(env.APP_VERSION),
    qaHeaders,
    controls: backend.controls,
    version: env.APP_VERSION,
  });
  const server = app.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    backend,
    async close() {
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      // Keep-alive connections with no request under way would hold close() open.
      server.closeIdleConnections();
      await closed;
      await backend.flush();
    },
  };
}
