export declare const COLD_STARTS: number;
export declare function percentile(values: number[], p: number): number | null;
export declare function readinessTimeout(p95Ms: number): number;
