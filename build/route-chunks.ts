// A page's lazy code in a few chunks per stage of its loading, not one per shared module. Rollup
// gives every set of modules shared by a different set of routes a chunk of its own: '/' loaded 41
// scripts, most under 1 KB, and each request cost the main thread more (its tasks, its module's
// compile and evaluation) than its bytes. For each group (a root module and what it imports
// statically):
// - what only the group uses goes into its chunk;
// - what other pages use too goes into the group's shared chunk, which those pages load with it: a
//   few KB of script they may not need, never a stylesheet, as a prerendered page inlines the
//   styles of every chunk its route imports;
// - a shared module that brings a stylesheet (its own, or one of a module it imports) keeps a chunk
//   of its own, as before;
// - the entry's modules, and what the start-up (what `startUp` imports dynamically, awaited on every
//   page) shares with a group, stay in the entry.
// A module in two groups goes with the first. Every module a group reaches is named: Rollup pulls a
// manual chunk's dependencies into it unless another manual chunk has them.
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';

/** What the chunking reads of a module (Rollup's ModuleInfo). */
export type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean };

const isStylesheet = (id: string) => /\.css($|\?)/.test(id);

/**
 * `groups`: chunk name → root module, in loading order; `startUp`: the module whose dynamic imports
 * every page awaits before its first render (paths from the project's folder).
 */
export function routeChunks(groups: Record<string, string>, startUp: string): Plugin {
  const absolute = (path: string) => new URL(`../${path}`, import.meta.url).pathname;
  const roots = Object.entries(groups).map(([name, path]) => [name, absolute(path)] as const);
  let owners: Map<string, string> | undefined;
  return {
    name: 'route-chunks',
    apply: 'build',
    buildStart() {
      owners = undefined;
    },
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          owners ??= chunkOwners(roots, absolute(startUp), [...getModuleIds()], getModuleInfo);
          return owners.get(id);
        },
      };
    },
  };
}

/** The chunk of every module a group reaches, and of the entry's modules. */
export function chunkOwners(
  roots: readonly (readonly [name: string, root: string])[],
  startUpModule: string,
  ids: readonly string[],
  getModuleInfo: (id: string) => ModuleInfo | null | undefined,
): Map<string, string> {
  const imported = (id: string) => getModuleInfo(id)?.importedIds ?? [];
  /** What `from` imports statically, transitively; never past a module in `stop`. */
  const reach = (from: Iterable<string>, stop: ReadonlySet<string> = new Set()) => {
    const seen = new Set<string>();
    const stack = [...from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      stack.push(...imported(id));
    }
    return seen;
  };
  const rootIds = new Set(roots.map(([, root]) => root));
  for (const root of rootIds) if (!getModuleInfo(root)) throw new Error(`route-chunks: ${root} is not in the build.`);
  const startUp = reach(getModuleInfo(startUpModule)?.dynamicallyImportedIds ?? []);
  const lazyElsewhere = ids.flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !rootIds.has(id));
  const usedElsewhere = reach(lazyElsewhere, rootIds);
  const initial = reach(ids.filter((id) => getModuleInfo(id)?.isEntry));
  const owners = new Map<string, string>([...initial].map((id) => [id, 'index']));
  /** Whether loading the module loads a stylesheet the entry has not loaded already. */
  const bringsStyles = (id: string) => [...reach([id], initial)].some(isStylesheet);
  const names = new Set(['index', ...roots.flatMap(([name]) => [name, `${name}-shared`])]);
  const ownName = (id: string) => {
    const base = basename(id, extname(id));
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
    names.add(name);
    return name;
  };
  for (const [name, root] of roots) {
    for (const id of reach([root])) {
      if (owners.has(id) || isStylesheet(id)) continue;
      if (startUp.has(id)) owners.set(id, 'index');
      else if (!usedElsewhere.has(id)) owners.set(id, name);
      else if (bringsStyles(id)) owners.set(id, ownName(id));
      else owners.set(id, `${name}-shared`);
    }
  }
  return owners;
}
