export declare const TARGET_RETURNING_KB: number;
export declare const BUDGET_RETURNING_KB: number;
export declare const TARGET_FIRST_VISIT_KB: number;
type WorkerSize = { file: string; gzip: number };
export declare function serviceWorkerSize(dir: string): WorkerSize | null;
export declare function firstVisitScript(
  pageBytes: number,
  workerScripts: string[],
  worker: WorkerSize | null,
): { page: number; worker: number; total: number };
export declare function returningVisit(
  context: import('@playwright/test').BrowserContext,
  origin: string,
  options?: { measureFirst?: boolean },
): Promise<{ heroMs: number; loaded: number; transferred: number; all?: number; firstPage?: number; workerScripts?: string[] }>;
type ReturningStep = {
  scriptLoaded: number;
  scriptTransferred: number;
  scriptAll: number;
  heroMs: number;
  heroSamples: number[];
  firstVisit: { page: number; pageSamples: number[]; worker: WorkerSize | null };
};
export declare function runReturningVisit(options: {
  origin: string;
  worker: WorkerSize | null;
  runs?: number;
  log?: (...args: unknown[]) => void;
}): Promise<ReturningStep>;
export declare function returningLines(step: ({ ok: true } & ReturningStep) | { ok: false; error: string }): string[];
