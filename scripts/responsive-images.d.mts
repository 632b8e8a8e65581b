export type VariantJob = { file: string; width: number; ext: string };
export declare const ENCODINGS: Record<string, { format: string; options: Record<string, unknown> }>;
export declare const DEFAULT_CACHE_DIR: string;
export declare function encodeVariants<J extends VariantJob>(
  jobs: readonly J[],
  options?: { cacheDir?: string },
): Promise<(J & { cached: string; encoded: boolean })[]>;
