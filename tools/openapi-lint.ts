// The ecosystem's OpenAPI linters over a document file: @redocly/cli lint (its recommended ruleset)
// and @stoplight/spectral-cli (spectral:oas, from .spectral.yaml), each as its own command line with
// JSON output, read back as { errors, warnings, messages }.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What each linter reports, one line per error: the rule, its message and where. */
export interface LintReport {
  errors: number;
  warnings: number;
  messages: string[];
}

const bin = (name: string) => `${ROOT}node_modules/.bin/${name}`;

/** A linter exits non-zero when it finds errors; its JSON report is on stdout either way. */
async function output(command: string, args: string[]): Promise<string> {
  try {
    return (
      await run(command, args, {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      })
    ).stdout;
  } catch (error) {
    const stdout = (error as { stdout?: unknown }).stdout;
    if (typeof stdout === 'string' && stdout.trim()) return stdout;
    throw error;
  }
}

/** What the linters' JSON reports hold, of what is read here. */
type RedoclyReport = { problems: { severity: string; ruleId: string; message: string; location?: { pointer?: string }[] }[] };
type SpectralResult = { severity: number; code: string; message: string; path: (string | number)[] };

export async function redoclyLint(file: string): Promise<LintReport> {
  const report = JSON.parse(await output(bin('redocly'), ['lint', file, '--format=json', '--extends=recommended'])) as RedoclyReport;
  const errors = report.problems.filter((p) => p.severity === 'error');
  return {
    errors: errors.length,
    warnings: report.problems.length - errors.length,
    messages: errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer}`),
  };
}

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
export async function spectralLint(file: string): Promise<LintReport> {
  const results = JSON.parse(
    (await output(bin('spectral'), ['lint', file, '--format=json', '--ruleset', `${ROOT}.spectral.yaml`, '--fail-severity=error', '--quiet'])) ||
      '[]',
  ) as SpectralResult[];
  const errors = results.filter((r) => r.severity === 0);
  return {
    errors: errors.length,
    warnings: results.filter((r) => r.severity === 1).length,
    messages: errors.map((r) => `${r.code}: ${r.message} at ${r.path.join('.')}`),
  };
}
