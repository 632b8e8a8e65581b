export interface BenchRow {
  endpoint: string;
  mode: string;
  records: number;
  meanMs: number;
  p75Ms: number;
  p99Ms: number;
  samples: number;
}
export declare function parseBenchTable(stdout: string): BenchRow[];
