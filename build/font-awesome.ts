// Font Awesome one icon a module: the imports rewritten per icon, and the list of those modules
// for `vite dev` to pre-bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { faX, faY } from '@fortawesome/free-solid-svg-icons'` into one import per icon
 * file. The package's ESM index is a single module, so Rollup would put every icon the app uses
 * anywhere into the chunk of its first importer (the entry); per-icon files split with their routes.
 * A lazy `import('@fortawesome/free-solid-svg-icons').then((m) => m.faX)` likewise loads only faX's
 * file (the icon registry's loaders), so it becomes a chunk of its own.
 */
const ICON_IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"](@fortawesome\/free-(?:solid|brands)-svg-icons)['"];?/g;
const LAZY_ICON_IMPORT = /import\(\s*['"](@fortawesome\/free-(?:solid|brands)-svg-icons)['"]\s*\)\.then\(\(\s*(\w+)\s*\)\s*=>\s*\2\.(fa\w+)\s*\)/g;

export function fontAwesomePerIconImports(): Plugin {
  const pattern = ICON_IMPORT;
  const lazyPattern = LAZY_ICON_IMPORT;
  return {
    name: 'font-awesome-per-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(t|j)sx?$/.test(id) || !code.includes('@fortawesome/free-')) return null;
      const next = code.replace(pattern, (_all, names: string, pkg: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            if (name.startsWith('type ')) return `import { ${name} } from '${pkg}';`;
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import { ${imported} as ${local} } from '${pkg}/${imported}';`;
          })
          .join('\n'),
      );
      const lazyNext = next.replace(
        lazyPattern,
        (_all, pkg: string, param: string, name: string) => `import('${pkg}/${name}').then((${param}) => ${param}.${name})`,
      );
      return lazyNext === code ? null : { code: lazyNext, map: null };
    },
  };
}

/**
 * The per-icon modules the source imports (after fontAwesomePerIconImports), for `vite dev` to
 * pre-bundle at start: found one route at a time, each new batch made Vite reload the page.
 */
export function iconModules(dir = fileURLToPath(new URL('../src', import.meta.url))): string[] {
  const modules = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(`${dir}/${file}`, 'utf8');
    if (!code.includes('@fortawesome/free-')) continue;
    for (const [, names, pkg] of code.matchAll(ICON_IMPORT)) {
      for (const name of names.split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ')) modules.add(`${pkg}/${name.split(/\s+as\s+/)[0]}`);
      }
    }
    for (const [, pkg, , name] of code.matchAll(LAZY_ICON_IMPORT)) modules.add(`${pkg}/${name}`);
  }
  return [...modules].sort();
}
