// The first free port from a start, for a tool's or the bench's own servers.
import { createServer } from 'node:net';

/** The first free TCP port on 127.0.0.1 from `start` upwards. */
export async function freePort(start = 4390) {
  for (let port = start; port < start + 100; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}..${start + 99}`);
}
