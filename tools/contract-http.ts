// npm run test:contract:http: the contract suite over real HTTP. Starts `npm run api-server` on a
// free port, waits until it answers, runs contract/contract.test.ts and the schema fuzz
// (contract/fuzz.test.ts, so the HTTP layer's body parsing is fuzzed too; one after the other, as
// the contract project runs its files under API_BASE_URL) with API_BASE_URL pointing at it, always
// stops the server, and exits with the suite's exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port';

/** The server loads its TypeScript through Vite first: slow on a busy CI machine. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

const port = await freePort(4610);
const baseUrl = `http://127.0.0.1:${port}`;

// Its own process group, so stopping it stops npm and the node process under it alike.
const server = spawn('npm', ['run', 'api-server', '--', '--port', String(port)], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors += chunk));
server.on('error', (error) => (serverErrors += `${error.message}\n`));
const exited = new Promise((resolve) => server.on('close', resolve));

async function stopServer() {
  const pid = server.pid;
  if (pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The vitest run, once started. */
let suite: ChildProcess | undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    suite?.kill(signal);
    void stopServer().then(() => process.exit(130));
  });
}

async function waitUntilAnswering() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.pid === undefined)
      throw new Error(`npm run api-server exited with ${server.exitCode}:\n${serverErrors.trim()}`);
    try {
      // Any HTTP answer will do: the server is up once it answers at all.
      await fetch(`${baseUrl}/api/services`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`npm run api-server did not answer on ${baseUrl} within ${START_TIMEOUT_MS / 1000} s:\n${serverErrors.trim()}`);
}

let code = 1;
try {
  await waitUntilAnswering();
  suite = spawn('npx', ['vitest', 'run', '--project', 'contract', 'contract/contract.test.ts', 'contract/fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_BASE_URL: baseUrl },
  });
  const [exitCode] = await once(suite, 'exit');
  code = exitCode ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopServer();
}
process.exit(code);
