// The backend for Vitest: the page's own storages, a db the tests swap (src/testing/test-db.ts),
// answered through msw/node.
import { setupServer } from 'msw/node';
import { createBackend } from '../core/create-backend';
import { testDeps } from './current-db';

export const backend = createBackend(testDeps);
export const server = setupServer(...backend.handlers);
