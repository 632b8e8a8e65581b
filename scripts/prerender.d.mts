export declare const PRERENDER_ROUTES: Record<string, string>;
export declare function decisionScript(pagePath: string): string;
export declare function routeStyles(manifest: Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }>, chunkName: string): string[];
export declare function entryLoader(entry: string): string;
export declare function splitHoisted(html: string): { hoisted: string; body: string };
export declare function heroPreload(html: string): string;
export declare function pageHtml(template: string, pagePath: string, page: { html: string; state: unknown }, styles: string[]): string;
