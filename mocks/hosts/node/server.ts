// The API server: the backend (host.ts) behind the express app (app.ts), listening on a port.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createNodeBackend, type NodeBackend, type NodeBackendOptions } from './host';

export interface ApiServerOptions extends NodeBackendOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

export interface ApiServer {
  /** Where it answers, e.g. http://127.0.0.1:4000 */
  url: string;
  backend: NodeBackend;
  /** Stops taking connections, lets the requests under way finish, and waits for the data file's writes. */
  close(): Promise<void>;
}

export async function startApiServer({ port, host = '127.0.0.1', ...options }: ApiServerOptions): Promise<ApiServer> {
  const backend = await createNodeBackend(options);
  const server = createApp(backend.handlers).listen(port, host);
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
