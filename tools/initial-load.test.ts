// Which chunks of a build count as what '/' loads before it is usable, over a small manifest.
import { describe, expect, it } from 'vitest';
import { filesOf, initialKeys } from './initial-load';

/** A manifest shaped like Vite's: the entry, the mock backend's start, a route, lazy parts. */
const manifest = {
  'index.html': {
    file: 'static/js/index.js',
    isEntry: true,
    css: ['static/media/index.css'],
    imports: ['_shared.js'],
    dynamicImports: [
      'mocks/hosts/worker-page/start.ts',
      'mocks/hosts/page/in-page.ts',
      'src/app/routes/public/home.tsx',
      'src/app/routes/public/donate.tsx',
      'src/features/donor-popup/components/donation-dialog.tsx',
      'src/features/donor-popup/components/recent-donor-popup.tsx',
    ],
  },
  '_shared.js': { file: 'static/js/shared.chunk.js' },
  'mocks/hosts/worker-page/start.ts': { file: 'static/js/start.chunk.js', imports: ['_scenario.js'], dynamicImports: ['mocks/db/demo-data.ts'] },
  '_scenario.js': { file: 'static/js/scenario.chunk.js' },
  'mocks/hosts/page/in-page.ts': { file: 'static/js/in-page.chunk.js', imports: ['_msw.js'] },
  '_msw.js': { file: 'static/js/msw.chunk.js' },
  'mocks/db/demo-data.ts': { file: 'static/js/demo-data.chunk.js' },
  'src/app/routes/public/home.tsx': { file: 'static/js/home.chunk.js', imports: ['_shared.js', '_cards.js'], css: ['static/media/home.css'] },
  '_cards.js': { file: 'static/js/cards.chunk.js' },
  'src/app/routes/public/donate.tsx': { file: 'static/js/donate.chunk.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'static/js/zod.chunk.js' },
  'src/features/donor-popup/components/donation-dialog.tsx': { file: 'static/js/donation-dialog.chunk.js', imports: ['_zod.js'] },
  'src/features/donor-popup/components/recent-donor-popup.tsx': { file: 'static/js/recent-donor-popup.chunk.js' },
};

describe('initialKeys', () => {
  it('counts the entry, the start-up chain it awaits and the home route, with their static imports', () => {
    const { js, css } = filesOf(manifest, initialKeys(manifest));
    expect(js.sort()).toEqual(
      [
        'static/js/index.js',
        'static/js/shared.chunk.js',
        'static/js/start.chunk.js',
        'static/js/scenario.chunk.js',
        'static/js/home.chunk.js',
        'static/js/cards.chunk.js',
      ].sort(),
    );
    expect(css.sort()).toEqual(['static/media/home.css', 'static/media/index.css']);
  });

  it('leaves out other routes, the conditional backend chunks and what the shell loads after its first render', () => {
    const keys = initialKeys(manifest);
    for (const key of [
      'src/app/routes/public/donate.tsx',
      '_zod.js',
      'mocks/hosts/page/in-page.ts',
      '_msw.js',
      'mocks/db/demo-data.ts',
      'src/features/donor-popup/components/donation-dialog.tsx',
      'src/features/donor-popup/components/recent-donor-popup.tsx',
    ]) {
      expect(keys.has(key), key).toBe(false);
    }
  });

  it('leaves out a conditional chunk that Vite keys by its file (more than one importer), known by its name', () => {
    const { 'mocks/hosts/page/in-page.ts': inPage, ...rest } = manifest;
    const keyedByFile = {
      ...rest,
      'mocks/hosts/worker-page/start.ts': {
        ...manifest['mocks/hosts/worker-page/start.ts'],
        dynamicImports: ['mocks/db/demo-data.ts', '_in-page.abc.chunk.js'],
      },
      '_in-page.abc.chunk.js': { ...inPage, name: 'in-page' },
    };
    const keys = initialKeys(keyedByFile);
    expect(keys.has('_in-page.abc.chunk.js')).toBe(false);
    expect(keys.has('_msw.js')).toBe(false);
  });

  it('finds the home route and the sections below its first screen in chunks Vite keys by their files (build/route-chunks.ts)', () => {
    const { 'src/app/routes/public/home.tsx': home, ...rest } = manifest;
    const grouped = {
      ...rest,
      'index.html': {
        ...manifest['index.html'],
        dynamicImports: manifest['index.html'].dynamicImports.map((key) => (key === 'src/app/routes/public/home.tsx' ? '_home.abc.chunk.js' : key)),
      },
      '_home.abc.chunk.js': { ...home, name: 'home', isDynamicEntry: true, dynamicImports: ['_home-below-fold.def.chunk.js'] },
      '_home-below-fold.def.chunk.js': {
        file: 'static/js/home-below-fold.chunk.js',
        name: 'home-below-fold',
        isDynamicEntry: true,
        imports: ['_below-shared.js'],
      },
      '_below-shared.js': { file: 'static/js/below-shared.chunk.js' },
    };
    const keys = initialKeys(grouped);
    expect(keys.has('_home.abc.chunk.js')).toBe(true);
    expect(keys.has('_cards.js')).toBe(true);
    expect(keys.has('_home-below-fold.def.chunk.js')).toBe(false);
    expect(keys.has('_below-shared.js')).toBe(false);
  });

  it('counts any other chunk the entry imports dynamically: the start-up awaits it', () => {
    const withMore = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: [...manifest['index.html'].dynamicImports, 'src/lib/newly-lazy.ts'] },
      'src/lib/newly-lazy.ts': { file: 'static/js/newly-lazy.chunk.js', imports: ['_zod.js'] },
    };
    const keys = initialKeys(withMore);
    expect(keys.has('src/lib/newly-lazy.ts')).toBe(true);
    expect(keys.has('_zod.js')).toBe(true);
  });
});
