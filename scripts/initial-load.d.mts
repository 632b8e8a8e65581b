type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export declare const BUDGET_INITIAL_KB: number;
export declare const TARGET_INITIAL_KB: number;
export declare const AFTER_FIRST_RENDER: ReadonlySet<string>;
export declare function readManifest(dir: string): Manifest | null;
export declare function chunkKey(manifest: Manifest, path: string): string;
export declare function initialKeys(manifest: Manifest): Set<string>;
export declare function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] };
export declare function gzipSize(dir: string, file: string): number;
export declare function initialLoad(
  dir: string,
  manifest?: Manifest,
): { keys: Set<string>; files: { js: string[]; css: string[] }; js: number; css: number };
