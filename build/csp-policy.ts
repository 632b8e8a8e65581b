// The Content-Security-Policy of a built HTML file, carried by a <meta> tag since a static host
// sends no headers of ours. Scripts and styles come from the site itself; inline ones run only
// as they are in the file: the policy lists the sha256 hash of each inline <script> and <style>
// and of each style="" attribute ('unsafe-hashes'), shadow-root templates included, so it must be
// computed over the file's final HTML. Styles that React sets through the CSSOM are not checked.
// A <meta> policy cannot carry frame-ancestors, report-uri or sandbox: only response headers can.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

// jsdom is loaded on first use: the Vite config imports the build's CSP step (build/csp.ts), and
// `vite dev` and Vitest, which load that config, never parse a page.
// What is used of jsdom, which ships no types of its own.
type Jsdom = new (html: string) => { window: { document: Document } };
let JSDOM: Jsdom | undefined;
const parse = (html: string) => new (JSDOM ??= (createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom }).JSDOM)(html);

/** The OpenStreetMap embed of src/config/site-contact.ts (mapEmbedUrl). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

export interface CspOptions {
  apiOrigin?: string | null;
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const hashes = (texts: string[]) => [...new Set(texts.map(hash))];

/** Inline scripts (not JSON data: it runs nothing), <style> elements and style attributes, also inside <template>s. */
function inlineCode(html: string) {
  const found = { scripts: [] as string[], styles: [] as string[], styleAttributes: [] as string[] };
  const visit = (root: ParentNode) => {
    root.querySelectorAll('script:not([src]):not([type="application/json"])').forEach((el) => found.scripts.push(el.textContent ?? ''));
    root.querySelectorAll('style').forEach((el) => found.styles.push(el.textContent ?? ''));
    root.querySelectorAll('[style]').forEach((el) => found.styleAttributes.push(el.getAttribute('style') ?? ''));
    root.querySelectorAll('template').forEach((el) => visit(el.content));
  };
  visit(parse(html).window.document);
  return found;
}

/**
 * The policy for this HTML, as the content of a meta tag. `apiOrigin` is the real backend of a
 * VITE_API_BASE_URL build: the page calls it and shows its uploads.
 */
export function contentSecurityPolicy(html: string, { apiOrigin = null }: CspOptions = {}): string {
  const { scripts, styles, styleAttributes } = inlineCode(html);
  const directives = {
    'default-src': ["'self'"],
    // Also the service worker of the mock backend (worker-src falls back to script-src).
    'script-src': ["'self'", ...hashes(scripts)],
    'style-src': ["'self'", ...hashes(styles), ...(styleAttributes.length ? ["'unsafe-hashes'", ...hashes(styleAttributes)] : [])],
    // data: and blob: are image uploads and their previews; https: the map's tiles and the
    // https:// image links the admin forms accept (src/types/api/uploads.ts).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(apiOrigin ? [apiOrigin] : [])],
    ...(apiOrigin ? { 'connect-src': ["'self'", apiOrigin] } : {}),
    'frame-src': [MAP_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>\n?/i;

/** The HTML with its policy as the first tag after the charset (it covers only what follows it). */
export function withCsp(html: string, options: CspOptions = {}): string {
  const page = html.replace(CSP_META, '');
  const charset = /<meta charset="[^"]*"\s*\/?>\n?/i.exec(page);
  if (!charset) throw new Error('no <meta charset> to put the Content-Security-Policy after');
  const at = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(page, options)}">\n`;
  return page.slice(0, at) + meta + page.slice(at);
}
