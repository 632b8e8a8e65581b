// The test files Vitest runs isolated (a fresh environment and module graph each): the ones that
// mock modules, replace globals (IndexedDB, location, URL's statics, env, fs) or need a module's
// first load (lazy routes). Every other file shares its worker's jsdom and module graph
// (vite.config.ts). vitest-isolated.test.ts fails when a file that mocks or stubs is missing here.

/** The jsdom (app) project's. */
export const isolatedAppTests: string[] = [
  'mocks/db/boot-db.test.ts',
  'mocks/db/lock.test.ts',
  'mocks/db/storage.test.ts',
  'mocks/db/storage-indexeddb.test.ts',
  'mocks/hosts/worker-page/start.test.ts',
  'mocks/qa/backend-stub.test.ts',
  'mocks/qa/latency-delay.test.ts',
  'src/app/layouts/public/public-layout.test.tsx',
  'src/app/routes/admin/admin-sections.test.tsx',
  'src/app/routes/public/home.test.tsx',
  'src/config/env.test.ts',
  'src/features/donations/components/receipt-failure.test.tsx',
  'src/features/events/api/event-queries.test.ts',
  'src/features/events/components/blog-posts-section.test.tsx',
  'src/features/settings/components/demo-panel.test.tsx',
  'src/features/settings/components/settings-section.test.tsx',
];

/** The Node-side (tools) project's. */
export const isolatedToolsTests: string[] = [
  'mocks/db/file/file-store.test.ts',
  'mocks/hosts/node/cli.test.ts',
  'mocks/hosts/node/disk-full.test.ts',
];

/** The folders of the tools project's test files. */
export const TOOLS_TEST_DIRS = ['tools', 'bench', 'build', 'mocks/hosts/node', 'mocks/db/file'];

/** The folders of the app project's test files. */
export const APP_TEST_DIRS = ['src', 'mocks'];

/**
 * What makes a file need its own module graph and globals: a module mock, a stubbed global, or a
 * global's property replaced or deleted by hand (restoreMocks puts back only vi.spyOn's). A
 * deleted static of jsdom's URL once let Node's URL.createObjectURL meet a jsdom File in the next file.
 */
export const NEEDS_ISOLATION =
  /vi\.(?:mock|doMock|stubGlobal|stubEnv|resetModules)\(|globalThis\.indexedDB\s*=|Object\.assign\(\s*(?:URL|window|globalThis|document|navigator)\b|delete\s+\(?\s*(?:URL|window|globalThis|document|navigator)\b|\bURL\.\w+\s*=[^=]/;
