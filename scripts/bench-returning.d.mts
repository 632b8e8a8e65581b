export declare const WORKER_FILES: string[];
export declare function serviceWorkerSize(dir: string): { file: string; gzip: number } | null;
export declare function runReturningVisit(options: { origin: string; runs?: number; log?: (...args: unknown[]) => void }): Promise<{
  scriptLoaded: number;
  scriptTransferred: number;
  heroMs: number;
  heroSamples: number[];
}>;
