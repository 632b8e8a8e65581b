export declare const TARGET_RETURNING_KB: number;
export declare const BUDGET_RETURNING_KB: number;
export declare const WORKER_FILES: string[];
export declare function serviceWorkerSize(dir: string): { file: string; gzip: number } | null;
export declare function returningVisit(
  context: import('@playwright/test').BrowserContext,
  origin: string,
): Promise<{ heroMs: number; loaded: number; transferred: number }>;
export declare function runReturningVisit(options: { origin: string; runs?: number; log?: (...args: unknown[]) => void }): Promise<{
  scriptLoaded: number;
  scriptTransferred: number;
  heroMs: number;
  heroSamples: number[];
}>;
