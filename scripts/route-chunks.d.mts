import type { Plugin } from 'vite';

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean };
export declare function routeChunks(groups: Record<string, string>, startUp: string): Plugin;
export declare function chunkOwners(
  roots: readonly (readonly [name: string, root: string])[],
  startUpModule: string,
  ids: readonly string[],
  getModuleInfo: (id: string) => ModuleInfo | null | undefined,
): Map<string, string>;
