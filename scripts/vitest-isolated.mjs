// The test files Vitest runs isolated (a fresh environment and module graph each): the ones that
// mock modules, replace globals (IndexedDB, location, env, fs) or need a module's first load (lazy
// routes). Every other file shares its worker's (vite.config.ts). vitest-isolated.test.ts fails
// when a file that mocks or stubs is missing here.
export const isolatedAppTests = [
  'mocks/boot-db.test.ts',
  'mocks/db/lock.test.ts',
  'mocks/db/storage.test.ts',
  'mocks/db/storage-indexeddb.test.ts',
  'mocks/hosts/worker-page/start.test.ts',
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

export const isolatedScriptsTests = ['mocks/db/file/file-store.test.ts', 'mocks/hosts/node/cli.test.ts', 'mocks/hosts/node/disk-full.test.ts'];

/** What makes a file need its own module graph and globals. */
export const NEEDS_ISOLATION = /vi\.(?:mock|doMock|stubGlobal|stubEnv|resetModules)\(|globalThis\.indexedDB\s*=/;
