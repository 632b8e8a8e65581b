// Vitest setup: the real mock handlers over msw/node, a freshly seeded db for every test, the
// <dialog> methods jsdom lacks, and any console.error fails the test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { installDialogPolyfill } from './dialog-polyfill';
import { resetTestDb } from './test-db';

installDialogPolyfill();

// A first render compiles lazy route chunks; on a busy 2-core CI machine that can pass the
// default 1 s of findBy*/waitFor. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: unknown[][] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await resetTestDb();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

afterAll(() => server.close());
