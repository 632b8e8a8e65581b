export declare function chromiumPath(): string;
export declare const CHROMIUM_ARGS: string[];
