// docs/qa-failures.md against the app, part 1: the table's calls are the registry's, every call has
// a scenario (the app makes each of them), and the public site's rows (with the reads it shares with
// the admin) show what they say. Part 2 is the admin's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminScenarios } from '@/testing/failure-states/admin-scenarios';
import { failureCases } from '@/testing/failure-states/failure-cases';
import { readFailureTable } from '@/testing/failure-states/failure-table';
import { publicScenarios } from '@/testing/failure-states/public-scenarios';
import { apiOperations as registryOperations } from '@mocks/contract/operations';

const rows = readFailureTable();

// Loads the lazy routes the scenarios visit once, outside the tests' time limit (cold transforms
// are slow on a loaded machine), as the route tests do.
beforeAll(
  () =>
    Promise.all([
      import('./routes/public/home'),
      import('./routes/public/home-below-fold'),
      import('./routes/public/donate'),
      import('./routes/public/contact'),
      import('./routes/public/volunteer'),
      import('./routes/admin/login'),
      import('./routes/admin/dashboard'),
    ]),
  120_000,
);

describe('docs/qa-failures.md', () => {
  it('has one row per operation of the registry, in its order', () => {
    expect(rows.map((row) => row.call)).toEqual(registryOperations().map((op) => `${op.method.toUpperCase()} ${op.path}`));
  });

  it('has one scenario per call', () => {
    const scenarioCalls = [...Object.keys(publicScenarios), ...Object.keys(adminScenarios)];
    expect(scenarioCalls.sort()).toEqual(rows.map((row) => row.call).sort());
  });
});

describe('what a user sees when a public call fails', () => {
  failureCases(rows, publicScenarios);
});
