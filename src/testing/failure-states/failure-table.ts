// Reads the failure table of docs/qa-failures.md: one row per API call, with the texts a user
// sees when it fails. The test checks the rows against the app, so the page cannot drift.
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';

export interface FailureRow {
  /** 'GET /api/banner/{id}', as the operation registry writes it. */
  call: string;
  where: string;
  /** Every double-quoted text of the "sees" cell: each must be on screen after the failure. */
  texts: string[];
  /** The retry button's name, when the Retry cell quotes one. */
  retry: string | null;
}

export const FAILURE_PAGE = fileURLToPath(new NodeURL('../../../docs/qa-failures.md', import.meta.url));

const quoted = (cell: string) => [...cell.matchAll(/"([^"]+)"/g)].map((match) => match[1]);

/** The table's rows: lines that start with a call in backticks ('| `GET /api/...` |'). */
export function parseFailureTable(markdown: string): FailureRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*`[A-Z]+ \//.test(line))
    .map((line) => {
      const [call, where, sees, retry] = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        call: call.replace(/`/g, ''),
        where,
        texts: quoted(sees),
        retry: quoted(retry)[0] ?? null,
      };
    });
}

export const readFailureTable = (): FailureRow[] => parseFailureTable(readFileSync(FAILURE_PAGE, 'utf8'));
