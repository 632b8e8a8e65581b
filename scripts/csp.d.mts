export declare const MAP_EMBED_ORIGIN: string;
export declare function contentSecurityPolicy(html: string): string;
export declare function withCsp(html: string): string;
