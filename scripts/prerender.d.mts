export declare const PRERENDER_ROUTES: Record<string, string>;
export declare function decisionScript(pagePath: string, validFor?: string): string;
export declare const LATER: ReadonlyArray<{ after: number; part: number }>;
export declare function datedPart(at: number, html: string, later: readonly string[]): string;
export declare function routeStyles(
  manifest: Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }>,
  chunkName: string,
): string[];
export declare function routeScripts(
  manifest: Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }>,
  chunkName: string,
): string[];
export declare function entryLoader(entry: string, scripts?: readonly string[]): string;
export declare function assertFormsPost(pagePath: string, html: string): void;
export declare function splitHoisted(html: string): { hoisted: string; body: string };
export declare function heroPreload(html: string): string;
export declare function styleTag(file: string, css: string): string;
export declare function pageHtml(
  template: string,
  pagePath: string,
  page: { html: string; state: unknown; validFor?: string },
  styles: { file: string; css: string }[],
  extras?: { scripts?: readonly string[]; earlyInput?: string },
): string;
