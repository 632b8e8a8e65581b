export declare function addCsp(dir: string): number;
export declare function writeGzipCopies(dir: string): number;
export declare function finishBuild(dir?: string): void;
