export type VariantJob = { file: string; ext: string } & ({ width: number; crop?: never } | { width?: never; crop: number });
export declare const ENCODINGS: Record<string, { format: string; options: Record<string, unknown> }>;
export declare const DEFAULT_CACHE_DIR: string;
export declare function encodeVariants<J extends VariantJob>(
  jobs: readonly J[],
  options?: { cacheDir?: string },
): Promise<(J & { cached: string; encoded: boolean })[]>;
