export declare const API_PATH: string;
export declare const REFERENCE_PATH: string;
export declare const SAMPLES: number;
export declare const WARMUP: number;
export declare const HOSTS: { name: string; serviceWorkers: 'allow' | 'block' }[];
export declare function latencySummary(
  apiSamples: number[],
  referenceSamples: number[],
): { apiMs: number | null; referenceMs: number | null; ratio: number | null };
type Answer = { status: number; type: string | null; chars: number };
type HostResult =
  | {
      apiMs: number;
      referenceMs: number;
      ratio: number;
      apiSamples: number[];
      referenceSamples: number[];
      apiAnswer: Answer;
      referenceAnswer: Answer;
    }
  | { error: string };
type ApiStep = { samples: number; warmup: number; reference?: string; hosts: Record<string, HostResult> };
export declare function runApiLatency(options: {
  origin: string;
  reference?: string;
  samples?: number;
  warmup?: number;
  log?: (...args: unknown[]) => void;
}): Promise<ApiStep>;
export declare function apiLines(step: ({ ok: true } & ApiStep) | { ok: false; error: string }): string[];
