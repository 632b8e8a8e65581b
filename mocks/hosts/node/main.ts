// npm run api-server -- --port 4000 [--data FILE] [--host 127.0.0.1] [--cors-origin ORIGIN] [--scenario NAME]
//   [--fault RULES] [--latency MS|MIN-MAX] [--now ISO] [--qa-headers local|on|off] [--reset]
// Loaded by tools/api-server.ts (through Vite's loader, for the app's aliases and env).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startApiServer, type ApiServerOptions } from './server';
import { QA_HEADER_POLICIES, type QaHeaderPolicy } from './qa-headers';

const isQaHeaderPolicy = (value: string): value is QaHeaderPolicy => (QA_HEADER_POLICIES as readonly string[]).includes(value);

export const USAGE = `Usage: npm run api-server -- [options]
  --port PORT        port to listen on (default 4000; 0 picks a free one)
  --host HOST        address to listen on (default 127.0.0.1; 0.0.0.0 for every interface); requests
                     must name it or a local name (localhost, 127.0.0.1, [::1]) in their Host header
  --cors-origin O    a browser origin allowed to call it, repeatable; http://host:* for any port,
                     * for every origin (default http://localhost:* and http://127.0.0.1:*)
  --data FILE        keep the data in this JSON file (created from the seed when missing); default: memory
  --scenario NAME    default, api-down, slow, empty or big (as ?scenario=)
  --fault RULES      METHOD:PATH:STATUS[,...] answered instead of the route (as ?fault=)
  --latency MS       delay every answer by MS, or by MIN-MAX drawn per request (as ?latency=)
  --now ISO          pin the clock to an ISO 8601 instant, running on from there (as ?now=)
  --qa-headers P     whose X-Mock-* headers set the switches per request: local (default: clients on
                     this machine only), on (every client) or off (none)
  --reset            reseed the data (and the server-side localStorage) at start (as ?reset=1)`;

/** The options of a command line; throws with the reason for a bad one. */
export function parseCommandLine(argv: readonly string[]): ApiServerOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      port: { type: 'string', default: '4000' },
      host: { type: 'string', default: '127.0.0.1' },
      'cors-origin': { type: 'string', multiple: true },
      data: { type: 'string' },
      scenario: { type: 'string' },
      fault: { type: 'string' },
      latency: { type: 'string' },
      now: { type: 'string' },
      'qa-headers': { type: 'string', default: 'local' },
      reset: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) throw new Error(`--port ${values.port}: not a port number (0-65535).`);
  const { port: _port, data, 'cors-origin': corsOrigins, 'qa-headers': qaHeaders, ...rest } = values;
  if (!isQaHeaderPolicy(qaHeaders)) throw new Error(`--qa-headers ${qaHeaders}: on, off or local.`);
  for (const origin of corsOrigins ?? []) {
    if (origin !== '*' && !/^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(origin))
      throw new Error(`--cors-origin ${origin}: not an origin (scheme://host[:port], scheme://host:* or *).`);
  }
  return {
    ...rest,
    port,
    qaHeaders,
    ...(corsOrigins ? { corsOrigins } : {}),
    // npm runs scripts in the package's root: a relative path means one from where npm was typed.
    ...(data === undefined ? {} : { data: resolve(process.env.INIT_CWD ?? process.cwd(), data) }),
  };
}

/**
 * Starts the server from a command line and stops it on SIGINT or SIGTERM. A bad option or an
 * unusable data file is reported on stderr with exit code 1 (2 for a bad command line).
 */
export async function main(argv: readonly string[], { onExit = async () => undefined }: { onExit?: () => Promise<void> } = {}): Promise<void> {
  let options: ApiServerOptions;
  try {
    options = parseCommandLine(argv);
  } catch (error) {
    console.error(`api-server: ${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return onExit();
  }
  let server;
  try {
    server = await startApiServer(options);
  } catch (error) {
    console.error(`api-server: ${(error as Error).message}`);
    process.exitCode = 1;
    return onExit();
  }
  const { backend } = server;
  const reseeded = backend.reseeded ? `, reseeded (${backend.reseeded})` : '';
  console.log(`Mock API listening on ${server.url} (data: ${backend.data}, scenario: ${backend.scenario}${reseeded})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await onExit();
    // Ends now rather than when the last timer fires (a --latency wait, a throttle window).
    process.exit();
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
