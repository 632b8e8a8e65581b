// Lint rules, including the one-way import direction of ARCHITECTURE.md §2:
// lib, components, config, types -> features/* -> app; features never import each other;
// src/ never imports mocks/ except src/main.tsx and src/testing/.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admins', 'auth', 'banners', 'contact', 'donations', 'donor-popup', 'events', 'gallery', 'services',
  'settings', 'volunteers', 'demo',
];

const noMocks = { group: ['@mocks/*', '**/mocks/*', '../mocks', '../../mocks'], message: 'Only src/main.tsx and src/testing/ may import mocks/.' };
const noApp = { group: ['@/app/*'], message: 'Imports go one way: app imports features, never the reverse.' };
const noFeatures = { group: ['@/features/*'], message: 'Shared code (lib, components, config, types) must not import features.' };

const noInnerHtml = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is rendered as text, never as HTML.' };
// Every "now" comes from one clock, so ?now= pins the app and the mock backend alike. Tests,
// benchmarks, e2e/ and scripts/ may read the wall clock.
const clockMessage = "Read the time from '@/lib/clock' (now(), today(), nowIso()) so ?now= can pin it.";
const noWallClock = [
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: clockMessage },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-api', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench'] },
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
      'no-restricted-globals': ['error', { name: 'alert', message: 'Use useAlert() with the spec text.' }, { name: 'confirm', message: 'Use useConfirm() with the spec text.' }],
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
      'no-restricted-syntax': ['error', noInnerHtml, ...noWallClock],
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
    files: ['src/lib/**', 'src/components/**', 'src/config/**', 'src/types/**', 'src/content/**', 'src/styles/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks, noApp, noFeatures] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            noApp,
            {
              group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
              message: 'Features never import each other; combine them in src/app/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/app/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  {
    files: ['mocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noFeatures] }] },
  },
);
