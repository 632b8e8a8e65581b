// Which chunk each module of a small module graph goes to (build/route-chunks.ts).
import { expect, it } from 'vitest';
import { chunkOwners } from './route-chunks';

/** A module graph as Rollup's getModuleInfo gives it: static imports, dynamic imports, the entry. */
const graph: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
  main: { entry: true, imports: ['react', 'router'], lazy: ['start'] },
  router: { imports: ['react'], lazy: ['home', 'about'] },
  react: {},
  start: { imports: ['scenarios', 'backend'] },
  backend: {},
  scenarios: {},
  home: { imports: ['hero', 'heading', 'scenarios', 'spinner', 'home.css'], lazy: ['below'] },
  hero: { imports: ['react'] },
  heading: {},
  spinner: { imports: ['spinner.css'] },
  'spinner.css': {},
  'home.css': {},
  below: { imports: ['card', 'format', 'home.css'] },
  card: { imports: ['format', 'empty'] },
  empty: { imports: ['empty.css'] },
  'empty.css': {},
  format: {},
  about: { imports: ['heading', 'format', 'card', 'spinner'] },
};

const info = (id: string) => {
  const module = graph[id];
  return module && { importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [], isEntry: module.entry ?? false };
};

const owners = chunkOwners(
  [
    ['home', 'home'],
    ['below', 'below'],
  ],
  'main',
  Object.keys(graph),
  info,
);

it('keeps the entry’s modules in the entry, and what the start-up shares with a group', () => {
  expect(owners.get('react')).toBe('index');
  expect(owners.get('router')).toBe('index');
  expect(owners.get('scenarios')).toBe('index');
  // The start-up's own modules are left to Rollup.
  expect(owners.has('backend')).toBe(false);
});

it('puts what only a group uses in its chunk, the first group to reach it winning', () => {
  expect(owners.get('home')).toBe('home');
  expect(owners.get('hero')).toBe('home');
  expect(owners.get('below')).toBe('below');
});

it('puts what other pages use too in the group’s shared chunk, unless it brings a stylesheet', () => {
  expect(owners.get('heading')).toBe('home-shared');
  expect(owners.get('format')).toBe('below-shared');
  expect(owners.get('spinner')).toBe('spinner');
  // It imports a module with a stylesheet: loading it loads that stylesheet.
  expect(owners.get('card')).toBe('card');
  expect(owners.get('empty')).toBe('empty');
});

it('names no stylesheet: each goes with the module that imports it', () => {
  expect([...owners.keys()].filter((id) => id.endsWith('.css'))).toEqual([]);
});

it('refuses a group whose root is not in the build', () => {
  expect(() => chunkOwners([['gone', 'gone']], 'main', Object.keys(graph), info)).toThrow('route-chunks: gone is not in the build.');
});
