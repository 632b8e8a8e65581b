// Small helpers shared by the bench steps: free ports, the static server, sign-in, medians, formatting.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

export { freePort } from '../tools/free-port';
export { serveStatic } from '../tools/serve-build';

export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rejects when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race<T>([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

/**
 * Runs a command to its end, streaming nothing. Throws, with the last lines of its output, when it
 * cannot start or (unless `check` is false) exits non-zero.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  { check = true, ...options }: { check?: boolean } & Omit<SpawnSyncOptions, 'encoding'> = {},
) {
  const res = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (res.error) throw res.error;
  if (check && res.status !== 0) {
    const tail = (res.stderr || res.stdout).trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${command} ${args.join(' ')} failed: ${tail}`);
  }
  return res;
}

/** What signIn needs of a page, Playwright's or Puppeteer's. */
type SignInResult = { ok: boolean; status?: number; message?: string };
type Evaluates = { evaluate(fn: (apiBase: string) => Promise<SignInResult>, apiBase: string): Promise<SignInResult> };

/** A bench step's figures in the results, or why it has none. */
export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: string };

/** A short, one-line reason for an 'n/a'. */
export function reason(error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].slice(0, 200);
}

/**
 * Signs the admin in inside `page` (Playwright or Puppeteer: both evaluate the same way) through the
 * app's own login API, and stores the session as the app does.
 */
export async function signIn(page: Evaluates, origin: string): Promise<void> {
  const result = await page.evaluate(async (apiBase: string): Promise<SignInResult> => {
    const res = await fetch(`${apiBase}api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const body = await res.json().catch(() => ({ message: 'no JSON answer: is the mock backend handling it?' }));
    if (!res.ok || !body.success) return { ok: false, status: res.status, message: body.message };
    localStorage.setItem('adminToken', body.data.token);
    localStorage.setItem('adminUser', JSON.stringify(body.data.user));
    localStorage.setItem('isAdminLoggedIn', 'true');
    return { ok: true };
  }, origin);
  if (!result.ok) throw new Error(`sign-in failed: ${result.status} ${result.message ?? ''}`);
}

/** The value after `--name` in `argv`, else `fallback`. */
export function cliOption(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
}
