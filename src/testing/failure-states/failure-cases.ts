// The cases of docs/qa-failures.md's rows, declared inside the caller's describe block: for each
// row with a scenario here, its call fails as the fault switch makes it fail (503, no message), the
// scenario drives the screen to it, and every text of the row's "sees" cell must then be on screen,
// with the retry button the row names.
import { expect, it } from 'vitest';
import { screen, waitFor } from '../test-utils';
import { failCall } from './fail-call';
import type { FailureRow } from './failure-table';
import type { Scenario } from './scenario';

/** A whole form driven step by step (the donation wizard) takes over 10 s on the loaded 2-core CI machine. */
const CASE_TIMEOUT_MS = 30_000;

export function failureCases(rows: FailureRow[], scenarios: Record<string, Scenario>) {
  const covered = rows.filter((row) => row.call in scenarios).map((row) => [row.call, row] as const);
  it.each(covered)(
    '%s',
    async (call, row) => {
      const scenario = scenarios[call];
      const hits = failCall(call);
      const failed = () => waitFor(() => expect(hits.count, `${call} was not made`).toBeGreaterThan(0));
      await scenario.run({ failed });
      if (scenario.fetched !== false) await failed();
      for (const text of row.texts) expect(await screen.findAllByText(text)).not.toHaveLength(0);
      if (row.retry) expect(await screen.findAllByRole('button', { name: row.retry })).not.toHaveLength(0);
    },
    CASE_TIMEOUT_MS,
  );
}
