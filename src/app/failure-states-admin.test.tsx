// docs/qa-failures.md against the app, part 2: the admin dashboard's rows show what they say
// (part 1, failure-states-public.test.tsx, checks the table's calls and the public rows).
import { describe } from 'vitest';
import { adminScenarios } from '@/testing/failure-states/admin-scenarios';
import { failureCases } from '@/testing/failure-states/failure-cases';
import { readFailureTable } from '@/testing/failure-states/failure-table';

describe('what a user sees when an admin call fails', () => {
  failureCases(readFailureTable(), adminScenarios);
});
