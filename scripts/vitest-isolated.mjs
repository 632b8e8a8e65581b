// The Node-side test files (Vitest's scripts project) that run isolated, with a fresh module graph
// each: the ones that mock modules or replace globals (fs, env). Every other file of that project
// shares its worker's (vite.config.ts). vitest-isolated.test.ts fails when one is missing here.
export const isolatedScriptsTests = ['mocks/db/file/file-store.test.ts', 'mocks/hosts/node/cli.test.ts', 'mocks/hosts/node/disk-full.test.ts'];

/** The folders of the scripts project's test files. */
export const SCRIPTS_TEST_DIRS = ['scripts', 'mocks/hosts/node', 'mocks/db/file'];

/** What makes a file need its own module graph and globals. */
export const NEEDS_ISOLATION = /vi\.(?:mock|doMock|stubGlobal|stubEnv|resetModules)\(|globalThis\.indexedDB\s*=/;
