// Build step after 404.html: each static public page rendered by React in Node, from the seed as
// the app's own handlers answer it (src/prerender-pages.ts), written into that page's HTML
// (dist/index.html, dist/about/index.html, ...) with the query data it was rendered from. No
// browser: Vite builds the renderer for Node (an SSR build of the app, with its own config), which
// runs it here. On a first visit (none of the spec's localStorage keys, an empty tab session, no
// query string: the data can only be the seed) main.tsx hydrates that HTML with that data as soon
// as its code has loaded (after the first paint: entryLoader), without waiting for the backend,
// then refetches once the backend answers. On any other visit an inline rule hides the HTML and
// the app renders afresh, as without it. The seed is dated from its day, so a page whose HTML shows
// a date (the events' days, the footer's year) is a first visit only within the day (or year) it
// was rendered for: the build renders each page again a day, a month and a year later, and the
// first render that differs names the part of the clock the page depends on (datedPart).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transformWithEsbuild, type Manifest } from 'vite';
import { resolveBackendEnv } from '../src/config/backend-env';
import { afterBuild } from './step';

/** The public pages whose path has no parameter (src/config/paths.ts), and their route modules (src/app/router.tsx). */
export const PRERENDER_ROUTES: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/causes': 'causes',
  '/events': 'events',
  '/gallery': 'gallery',
  '/donate': 'donate',
  '/zakat': 'zakat',
  '/volunteer': 'volunteer',
  '/contact': 'contact',
};
/** The names src/lib/prerendered-page.ts reads. */
const FIRST_VISIT_CLASS = 'prerendered';
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const PAGE_DATA_ID = 'prerendered-data';
/** The localStorage keys (src/lib/storage.ts, storageKeys) whose presence means the data may not be the seed. */
const VISITOR_KEYS = ['events', 'categories', 'themeColors', 'adminToken'];
/** The sessionStorage keys that change no page: the donation popup's seen flag, QA's popups switch. */
const PAGE_NEUTRAL_SESSION_KEYS = ['donationPopupSeen', 'qaPopups'];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// 404.html is the static-host step's untouched copy of index.html: the template, even when run twice.
const TEMPLATE = '404.html';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** '/charity/about/' and '/charity/about' are the same page; the root is '/'. */
const normalise = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Runs in <head> before the body is parsed: marks a first visit to this very page (a host that
 * answers every path with one file must not hydrate another page's HTML). A first visit has none
 * of the visitor's keys in localStorage, nothing in this tab's sessionStorage (no scenario, no form
 * draft; the popups' flags change no page) and no query string (QA's ?scenario=, a
 * page's filter).
 */
export function decisionScript(pagePath: string, validFor = ''): string {
  const keys = VISITOR_KEYS.map((key) => `l.getItem(${JSON.stringify(key)})`).join('||');
  // The visitor's clock (UTC, as the seed's days and the footer's year are) within what the page shows.
  const today = validFor ? `&&new Date().toISOString().indexOf(${JSON.stringify(validFor)})===0` : '';
  return `<script>(function(){try{var l=localStorage,s=sessionStorage,p=location.pathname.replace(/\\/+$/,'')||'/';for(var i=0;i<s.length;i++)if(${JSON.stringify(PAGE_NEUTRAL_SESSION_KEYS)}.indexOf(s.key(i))<0)return;if(p===${JSON.stringify(pagePath)}&&!location.search&&!(${keys})${today})document.documentElement.classList.add('${FIRST_VISIT_CLASS}')}catch(e){}})()</script>`;
}

const DAY = 24 * 60 * 60 * 1000;
/** Later instants a page is rendered at again, each with the part of an ISO instant it moves on. */
export const LATER: ReadonlyArray<{ after: number; part: number }> = [
  { after: DAY, part: 10 }, // the day: YYYY-MM-DD
  { after: 31 * DAY, part: 7 }, // the month: YYYY-MM
  { after: 366 * DAY, part: 4 }, // the year: YYYY
];

/**
 * The start of the ISO instant `at` (epoch ms) a page's HTML holds to: '' when its renders `later`
 * (one per LATER entry) are all the same HTML, else the part of the first that differs.
 */
export function datedPart(at: number, html: string, later: readonly string[]): string {
  const moved = LATER.findIndex((_, i) => later[i] !== html);
  return moved === -1 ? '' : new Date(at).toISOString().slice(0, LATER[moved].part);
}

/** Not a first visit: the build's HTML is not this visitor's page, and stays hidden until main.tsx replaces it. */
const STYLE = `<style>html:not(.${FIRST_VISIT_CLASS}) #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`;

type Renderer = typeof import('../src/prerender-pages');

export interface RendererBuild {
  /** The app's root and Vite config file, which the renderer is built with. */
  root?: string;
  configFile?: string | false;
  base?: string;
  mode?: string;
}

/**
 * Builds src/prerender-pages.ts for Node with the app's own Vite config (an SSR build, so the
 * client build's steps, this one among them, stay out of it); returns its module.
 */
async function buildRenderer(
  outDir: string,
  { root = ROOT, configFile = join(ROOT, 'vite.config.ts'), base = '/', mode = 'production' }: RendererBuild,
) {
  await build({
    root,
    configFile,
    base,
    mode,
    logLevel: 'error',
    build: {
      ssr: 'src/prerender-pages.ts',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: {
        output: { format: 'es', entryFileNames: 'prerender-pages.mjs' },
        // Bundled for one run in Node: a dependency's 'use client' and comment placement do not matter.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  });
  return (await import(/* @vite-ignore */ pathToFileURL(join(outDir, 'prerender-pages.mjs')).href)) as Renderer;
}

/** The manifest's keys of the route's chunk and of the chunks it imports, the entry's aside. */
function routeChunkKeys(manifest: Manifest, chunkName: string): string[] {
  const start = Object.keys(manifest).find((key) => manifest[key].name === chunkName && manifest[key].isDynamicEntry);
  if (!start) throw new Error(`the build's manifest has no chunk named ${chunkName}`);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || manifest[key]?.isEntry) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(walk);
  };
  walk(start);
  return [...seen];
}

/**
 * The route's styles from the client build's manifest: its chunk's and those of the chunks it
 * imports, put in the page so that the HTML is styled at its first paint (styleTag). The entry's are in the template.
 */
export function routeStyles(manifest: Manifest, chunkName: string): string[] {
  return [...new Set(routeChunkKeys(manifest, chunkName).flatMap((key) => manifest[key].css ?? []))];
}

/** The route's scripts (its chunk and those it imports), which entryLoader fetches beside the entry. */
export function routeScripts(manifest: Manifest, chunkName: string): string[] {
  return routeChunkKeys(manifest, chunkName).map((key) => manifest[key].file);
}

/**
 * The preloads React put before the page's HTML (images it saw), split off: the high-priority ones
 * (the first screen's image) go to <head>; the others the browser finds in the HTML itself, where
 * a preload would only have them compete with the first screen (the footer's map).
 */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const links = html.match(/^(?:<link [^>]*\/>)*/)![0];
  const hoisted = (links.match(/<link [^>]*\/>/g) ?? []).filter((link) => /fetchPriority="high"/.test(link)).join('');
  return { hoisted, body: html.slice(links.length) };
}

/**
 * The <link rel=preload>s of the first <picture> whose image is marked fetchpriority=high (the hero
 * slide): of its first <source>, the best format (a browser that cannot read that type skips the
 * preload rather than fetch a second copy), and, when it starts with sources for some screens only
 * (the upright crop on a phone), also theirs, each preload for its screens only, so a screen
 * preloads the one file its picture takes. React preloads a plain high-priority <img> itself.
 */
export function heroPreload(html: string): string {
  for (const [, picture] of html.matchAll(/<picture>(.*?)<\/picture>/g)) {
    if (!/<img [^>]*fetchPriority="high"/.test(picture)) continue;
    const sources = [...picture.matchAll(/<source ([^>]*)\/>/g)].map(
      ([, attrs]) =>
        (name: string) =>
          attrs.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '',
    );
    const narrow = sources.find((attr) => attr('media'));
    const wide = sources.find((attr) => !attr('media'));
    if (sources.some((attr) => attr('media') && attr('media') !== narrow?.('media')))
      throw new Error('prerender: a hero <picture> with sources for more than one media query');
    const link = (attrs: string) => `<link rel="preload" as="image" fetchpriority="high" ${attrs}>`;
    const links: string[] = [];
    if (narrow) links.push(link(`href="${narrow('srcSet')}" media="${narrow('media')}" type="${narrow('type')}"`));
    if (wide) {
      const media = narrow ? ` media="not all and ${narrow('media')}"` : '';
      links.push(link(`imagesrcset="${wide('srcSet')}" imagesizes="${wide('sizes')}"${media} type="${wide('type')}"`));
    }
    return links.join('');
  }
  return '';
}

/**
 * Loads the app's entry script, and with it the page's own route chunks (`scripts`, under the
 * base path), so the hydration waits on one round trip, not two. On a first visit, only once the
 * page has been painted: the first contentful paint reported, and two frames since the first
 * screen's image (the one fetched first, if the page has one) was decoded; at once in a hidden
 * tab; 3 s at most. Requested with the page, the app's code shared a slow connection with that
 * image, and Lighthouse's mobile simulation put LCP on `/` at 5.2 s instead of 1.5 s. It does not
 * wait for the page's 'load', which also waits for the map's frame and every image below the fold.
 * What the visitor does meanwhile is kept (src/lib/early-input/). Any other visit shows nothing
 * until the app renders, so it loads the code at once.
 */
export function entryLoader(entry: string, scripts: readonly string[] = []): string {
  const preload = `for(const f of ${JSON.stringify(scripts)}){const l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.append(l)}`;
  const afterPaint =
    "if(document.hidden)start();else{let n=(PerformanceObserver.supportedEntryTypes||[]).includes('paint')?2:1;const go=()=>{if(--n===0)setTimeout(start,0)};" +
    "if(n===2)new PerformanceObserver((l,o)=>{if(l.getEntries().some((e)=>e.name==='first-contentful-paint')){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    "Promise.all([...document.querySelectorAll('img[fetchpriority=high]')].map((i)=>i.decode().catch(()=>{}))).then(()=>requestAnimationFrame(()=>requestAnimationFrame(go)))}";
  return `<script type="module">let started=false;const start=()=>{if(!started){started=true;${preload};import(${JSON.stringify(entry)})}};if(document.documentElement.classList.contains('${FIRST_VISIT_CLASS}')){${afterPaint};setTimeout(start,3000)}else start();</script>`;
}

/**
 * The page's capture of what a visitor types or taps before the app is live
 * (src/lib/early-input/capture.ts), minified, to run in <head> before the body is parsed.
 */
async function earlyInputScript(source: string): Promise<string> {
  const { code } = await transformWithEsbuild(`(${source})(window);`, 'early-input.js', { minify: true });
  return `<script>${code.trim()}</script>`;
}

/** A form the browser could submit by itself would put its fields in a GET's address: each must say POST. */
export function assertFormsPost(pagePath: string, html: string): void {
  const loose = (html.match(/<form\b[^>]*>/g) ?? []).filter((tag) => !/\smethod="post"/.test(tag));
  if (loose.length) throw new Error(`prerender: ${pagePath} has a <form> without method="post": ${loose[0]}`);
}

/**
 * A route stylesheet as the page's head holds it: its rules inline, so the first paint waits on no
 * request but the entry's stylesheet (three more, each a round trip on a slow connection, put the
 * first contentful paint on `/` 150 ms later in Lighthouse's mobile simulation). The file stays
 * linked, disabled, which the browser neither fetches nor applies: the app's loader skips a
 * stylesheet already linked, so it does not fetch the file and wait for it before the route
 * renders (a link for print only was fetched meanwhile, and moved LCP back). A plain link when
 * the file has a relative url(), which inline rules would resolve against the page, or could end
 * the element. `base`: the app's base path.
 */
export function styleTag(file: string, css: string, base = '/'): string {
  const link = (media: string) => `<link rel="stylesheet" crossorigin href="${escapeAttr(base + file)}"${media}>`;
  const urls = [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((match) => match[2]);
  const relativeUrl = urls.some((url) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url));
  if (relativeUrl || /<\/style/i.test(css)) return link('');
  return `<style>${css.trim()}</style>${link(' disabled')}`;
}

/** JSON that cannot end its <script> element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's HTML: the template with the rendered app in #root, its data, and what its first paint
 * needs in <head> (`styles`: the route's stylesheets, each file's name and its rules; `base`: the
 * app's base path, before the files' names).
 */
export function pageHtml(
  template: string,
  pagePath: string,
  { html, state, validFor = '' }: { html: string; state: unknown; validFor?: string },
  styles: { file: string; css: string }[],
  { scripts = [], earlyInput = '', base = '/' }: { scripts?: readonly string[]; earlyInput?: string; base?: string } = {},
): string {
  const entryScript = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryScript) throw new Error('template has no module entry script');
  if (!template.includes('<div id="root"></div>')) throw new Error('template has no empty #root');
  const { hoisted, body } = splitHoisted(html);
  assertFormsPost(pagePath, body);
  const headAdds = [
    STYLE,
    decisionScript(pagePath, validFor),
    earlyInput,
    hoisted,
    heroPreload(body),
    ...styles.map(({ file, css }) => styleTag(file, css, base)),
    entryLoader(
      entryScript[1],
      scripts.map((file) => base + file),
    ),
  ].filter(Boolean);
  return template
    .replace(entryScript[0], '')
    .replace('</head>', `${headAdds.join('\n')}\n</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(state)}</script>`,
    );
}

/**
 * Writes each prerendered page into the build in `dir` (its 404.html the template, its
 * .vite/manifest.json the client build's chunks), the app built for Node as `renderer` says;
 * returns the line to log.
 */
export async function prerenderInto(dir: string, renderer: RendererBuild = {}): Promise<string> {
  const template = readFileSync(join(dir, TEMPLATE), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const base = renderer.base ?? '/';
  // Inside the project: the renderer imports its dependencies (react, react-dom) from node_modules.
  const cacheDir = join(renderer.root ?? ROOT, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(join(cacheDir, 'prerender-'));
  try {
    const { prerenderPages, captureEarlyInputSource } = await buildRenderer(outDir, renderer);
    const earlyInput = await earlyInputScript(captureEarlyInputSource);
    const routes = Object.keys(PRERENDER_ROUTES);
    const paths = routes.map((route) => `${base}${route.slice(1)}`);
    const at = Date.now();
    const pages = await prerenderPages(paths, at);
    const later: Awaited<ReturnType<Renderer['prerenderPages']>>[] = [];
    for (const { after } of LATER) later.push(await prerenderPages(paths, at + after));
    const dated: string[] = [];
    routes.forEach((route, i) => {
      const validFor = datedPart(
        at,
        pages[i].html,
        later.map((renders) => renders[i].html),
      );
      if (validFor) dated.push(`${route} ${validFor}`);
      const file = route === '/' ? join(dir, 'index.html') : join(dir, route, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      const styles = routeStyles(manifest, PRERENDER_ROUTES[route]).map((css) => ({ file: css, css: readFileSync(join(dir, css), 'utf8') }));
      const scripts = routeScripts(manifest, PRERENDER_ROUTES[route]);
      writeFileSync(
        file,
        pageHtml(template, normalise(`${base}${route.slice(1)}`), { ...pages[i], validFor }, styles, { scripts, earlyInput, base }),
      );
    });
    return `prerender: ${routes.length} pages (${routes.join(' ')}); a first visit only on: ${dated.join(', ') || 'none'}`;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function prerender() {
  return afterBuild('prerender', async ({ config, outDir, log }) => {
    if (!existsSync(join(outDir, TEMPLATE))) throw new Error(`${join(outDir, TEMPLATE)} is missing: the static-host step writes it first.`);
    copyFileSync(join(outDir, TEMPLATE), join(outDir, 'index.html'));
    // The pages are the seed data of the in-browser backend; a real backend's data may differ.
    if (!resolveBackendEnv(config.env).mocks) {
      log('prerender: skipped (the build talks to a real backend); pages start blank until the app renders.');
      return;
    }
    log(await prerenderInto(outDir, { root: config.root, configFile: config.configFile ?? false, base: config.base, mode: config.mode }));
  });
}
