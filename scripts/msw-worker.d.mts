export declare const TARGET: string;
export declare function patchedWorker(source?: string): string;
