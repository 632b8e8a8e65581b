// docs/qa-failures.md against the app, part 1: the table's calls are the registry's, every call has
// a scenario (the app makes each of them), and the public site's rows (with the reads it shares with
// the admin) show what they say. Part 2 is the admin's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminScenarios } from '@/testing/failure-states/admin-scenarios';
import { failureCases } from '@/testing/failure-states/failure-cases';
import { readFailureTable } from '@/testing/failure-states/failure-table';
import { publicScenarios } from '@/testing/failure-states/public-scenarios';
import { apiOperations as registryOperations } from '@mocks/contract/operations';
import { RESOURCES } from '@mocks/resources';

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
    // An image resource added beside the spec's three has no rows until QA documents it; once one
    // of its calls has a row, all must. The spec's three always have theirs.
    const pathOf = (call: string) => call.split(' ')[1];
    const ownedBy = (path: string, resourcePath: string) => path === resourcePath || path.startsWith(`${resourcePath}/`);
    const undocumented = RESOURCES.filter(({ api }) => !rows.some((row) => ownedBy(pathOf(row.call), api.path)));
    for (const spec of ['banners', 'services', 'gallery']) expect(undocumented.map(({ name }) => name)).not.toContain(spec);
    const expected = registryOperations().filter((op) => !undocumented.some(({ api }) => ownedBy(op.path, api.path)));
    expect(rows.map((row) => row.call)).toEqual(expected.map((op) => `${op.method.toUpperCase()} ${op.path}`));
  });

  it('has one scenario per call', () => {
    const scenarioCalls = [...Object.keys(publicScenarios), ...Object.keys(adminScenarios)];
    expect(scenarioCalls.sort()).toEqual(rows.map((row) => row.call).sort());
  });
});

describe('what a user sees when a public call fails', () => {
  failureCases(rows, publicScenarios);
});
