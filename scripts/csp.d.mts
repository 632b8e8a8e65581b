export declare const MAP_EMBED_ORIGIN: string;
export interface CspOptions {
  apiOrigin?: string | null;
}
export declare function contentSecurityPolicy(html: string, options?: CspOptions): string;
export declare function withCsp(html: string, options?: CspOptions): string;
