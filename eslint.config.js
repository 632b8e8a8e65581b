// Lint rules, including the one-way import direction of ARCHITECTURE.md §2, checked on the paths
// imports resolve to (so `../../features/x` is caught like `@/features/x`):
// lib, components, config, types, content, styles -> features/* -> app; features never import each
// other; src/types imports only itself and src/lib (the contract mocks/ shares); mocks/ never
// imports the app's pages, features or components, and the backend in mocks/ never its hosts
// (mocks/hosts/); src/ never imports mocks/ except src/main.tsx and src/testing/. And no import cycles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Names of the entries of `dir` (from the repository root) that `keep` accepts. */
const entriesOf = (dir, keep) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter(keep)
    .map((entry) => entry.name);
const foldersOf = (dir) => entriesOf(dir, (entry) => entry.isDirectory());

/** Every feature folder, read from the tree so the list cannot drift. */
const FEATURES = foldersOf('src/features');
/** Layers every feature may import. */
const SHARED = ['src/lib', 'src/components', 'src/config', 'src/types', 'src/content', 'src/styles'];
/** Everything under src/ that may not import mocks/: all but src/testing (and src/main.tsx, a file). */
const APP_CODE = foldersOf('src')
  .filter((name) => name !== 'testing')
  .map((name) => `src/${name}`);

/** The backend: all of mocks/ but the hosts that put it somewhere, the test harness and the benchmarks. */
const BACKEND = foldersOf('mocks')
  .filter((name) => !['hosts', 'testing', 'bench'].includes(name))
  .map((name) => `mocks/${name}`);

const FEATURES_APART = 'Features never import each other; combine them in src/app/routes.';
const ONE_WAY = 'Imports go one way: shared code -> features -> app, never the reverse.';
const NO_MOCKS = 'Only src/main.tsx and src/testing/ may import mocks/.';
const CONTRACT_ALONE = 'src/types (the contract mocks/ shares) imports only itself and src/lib.';
const MOCKS_APART = 'mocks/ shares the contract (src/types) and src/lib, never the pages, features or components.';
/** What only a host may read: the backend gets them through its context. */
const HOST_GLOBALS = ['globalThis', 'location', 'localStorage', 'sessionStorage'];
const HOST_ONLY = 'Only a host (mocks/hosts/) or a store driver reads this: the backend gets it through its context (mocks/core/context.ts).';
const MOCKS_ROOT =
  'mocks/ keeps no .ts file at its root: put it in the folder of its part (core, handlers, resources, db, auth, domain, seed, qa, hosts, testing).';
const HOSTS_OUTSIDE = 'The backend gets what it needs from its hosts (mocks/hosts/) and never imports them.';

const mocksZone = { target: 'mocks', from: ['src/app', 'src/features', 'src/components'], message: MOCKS_APART };
/** The import boundaries, for code that is not a test. */
const zones = [
  ...FEATURES.map((feature) => ({ target: `src/features/${feature}`, from: 'src/features', except: [`./${feature}`], message: FEATURES_APART })),
  { target: 'src/features', from: 'src/app', message: ONE_WAY },
  { target: SHARED, from: ['src/app', 'src/features'], message: ONE_WAY },
  { target: 'src/types', from: 'src', except: ['./types', './lib'], message: CONTRACT_ALONE },
  { target: APP_CODE, from: 'mocks', message: NO_MOCKS },
  mocksZone,
  { target: BACKEND, from: 'mocks/hosts', message: HOSTS_OUTSIDE },
];

const noInnerHtml = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is rendered as text, never as HTML.' };
// A prerendered form submitted before the app is live must not put its fields in a GET's address.
const formsPost = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
  message: 'A <form> says method="post": a native submit would otherwise put its fields in the address.',
};
// Every "now" comes from one clock, so ?now= pins the app and the mock backend alike. Tests,
// benchmarks, e2e/, tools/ and bench/ may read the wall clock.
const clockMessage = "Read the time from '@/lib/clock' (now(), today(), nowIso()) so ?now= can pin it.";
const noWallClock = [
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: clockMessage },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-api', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: 'Use useAlert() with the spec text.' },
        { name: 'confirm', message: 'Use useConfirm() with the spec text.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'alert', message: 'Use useAlert() with the spec text.' },
        { object: 'window', property: 'confirm', message: 'Use useConfirm() with the spec text.' },
      ],
      'react/no-danger': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
      'no-restricted-syntax': ['error', noInnerHtml, formsPost, ...noWallClock],
    },
  },
  {
    files: ['src/lib/clock.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml] },
  },
  {
    files: ['mocks/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noWallClock] },
  },
  {
    // The backend reads what it runs on from the context its host hands it (mocks/core/context.ts),
    // never from the page or worker it happens to run in; the hosts and the store drivers may.
    files: ['mocks/{core,handlers,resources,auth,domain,db}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...HOST_GLOBALS.map((name) => ({ name, message: HOST_ONLY }))],
      'no-restricted-properties': [
        'error',
        ...HOST_GLOBALS.map((property) => ({ object: 'globalThis', property, message: HOST_ONLY })),
        ...HOST_GLOBALS.map((property) => ({ object: 'self', property, message: HOST_ONLY })),
        ...HOST_GLOBALS.map((property) => ({ object: 'window', property, message: HOST_ONLY })),
      ],
    },
  },
  {
    // mocks/ shows its parts: a file at its root would belong to none (and escape the boundaries).
    files: ['mocks/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: MOCKS_ROOT }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's parsers and extensions, so imported .ts files are read too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}tsconfig.json` })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  },
  {
    // Tests under src/ may reach anything; the mock backend's tests still stay off the app.
    files: ['mocks/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [mocksZone] }] },
  },
);
