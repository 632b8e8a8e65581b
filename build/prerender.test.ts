// The build's prerender step (build/prerender.ts): what it writes around React's HTML, the
// first-visit rule its inline script applies, and a run over a small build with no browser at all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertFormsPost,
  datedPart,
  decisionScript,
  entryLoader,
  heroPreload,
  LATER,
  pageHtml,
  PRERENDER_ROUTES,
  routeScripts,
  routeStyles,
  splitHoisted,
  styleTag,
} from './prerender';

const TEMPLATE =
  '<!doctype html><html><head><script type="module" crossorigin src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

/** A manifest with every prerendered route's chunk, each importing one shared chunk and the entry. */
function manifest() {
  const chunks = Object.fromEntries(
    Object.values(PRERENDER_ROUTES).map((name) => [
      `_${name}.chunk.js`,
      { file: `static/js/${name}.js`, name, isDynamicEntry: true, imports: ['index.html', '_shared.chunk.js'], css: [`static/media/${name}.css`] },
    ]),
  );
  return {
    'index.html': { file: 'static/js/index.js', name: 'index', isEntry: true, isDynamicEntry: true, css: ['static/media/index.css'] },
    '_shared.chunk.js': { file: 'static/js/shared.js', imports: ['index.html'], css: ['static/media/shared.css'] },
    ...chunks,
  };
}

/** Runs the inline script against the storage and address given; returns whether it marked a first visit. */
function decides(
  pagePath: string,
  {
    path = pagePath,
    search = '',
    local = {},
    session = {},
    validFor = '',
  }: { path?: string; search?: string; local?: Record<string, string>; session?: Record<string, string>; validFor?: string },
) {
  const storage = (entries: Record<string, string>) => ({
    length: Object.keys(entries).length,
    key: (i: number) => Object.keys(entries)[i] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  });
  const classes = new Set<string>();
  const body = decisionScript(pagePath, validFor).replace(/^<script>|<\/script>$/g, '');
  new Function('localStorage', 'sessionStorage', 'location', 'document', body)(
    storage(local),
    storage(session),
    { pathname: path, search },
    {
      documentElement: { classList: { add: (name: string) => classes.add(name) } },
    },
  );
  return classes.has('prerendered');
}

describe('the first-visit rule', () => {
  it('marks a first visit to the very page: no visitor data, an empty tab session, no query string', () => {
    expect(decides('/charity/about', { path: '/charity/about/' })).toBe(true);
    expect(decides('/charity/about', { session: { donationPopupSeen: 'true' } })).toBe(true);
    expect(decides('/charity/about', { session: { donationPopupSeen: 'true', qaPopups: 'off' } })).toBe(true);
  });

  it('marks none when the data may not be the seed, or the page is another', () => {
    for (const key of ['events', 'categories', 'themeColors', 'adminToken']) expect(decides('/', { local: { [key]: '[]' } }), key).toBe(false);
    expect(decides('/', { session: { mockScenario: 'empty' } })).toBe(false);
    expect(decides('/', { session: { 'donate-draft': '{}' } })).toBe(false);
    expect(decides('/', { search: '?scenario=empty' })).toBe(false);
    expect(decides('/charity/about', { path: '/charity/blog/1' })).toBe(false);
  });
});

describe('a page that shows the seed’s dates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a first visit only within the UTC day (month, year) it was rendered for', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T23:59:00Z') });
    expect(decides('/charity/events', { validFor: '2026-11-27' })).toBe(true);
    expect(decides('/charity/about', { validFor: '2026' })).toBe(true);
    vi.setSystemTime(Date.parse('2026-11-28T00:00:00Z'));
    expect(decides('/charity/events', { validFor: '2026-11-27' })).toBe(false);
    expect(decides('/charity/about', { validFor: '2026' })).toBe(true);
    expect(decides('/charity/about', {})).toBe(true);
  });

  it('names the part of the clock its HTML depends on: the first later render that differs', () => {
    const at = Date.parse('2026-11-27T10:00:00Z');
    const same = LATER.map(() => '<main>About</main>');
    expect(datedPart(at, '<main>About</main>', same)).toBe('');
    expect(datedPart(at, '<main>© 2026</main>', ['<main>© 2026</main>', '<main>© 2026</main>', '<main>© 2027</main>'])).toBe('2026');
    expect(datedPart(at, '<main>15 Dec</main>', ['<main>16 Dec</main>', '<main>15 Jan</main>', '<main>16 Dec</main>'])).toBe('2026-11-27');
  });
});

describe('the page around React’s HTML', () => {
  it("puts a route's rules in the page, and links a file whose rules would read differently there", () => {
    expect(styleTag('static/media/a.css', '.a{background:url(/images/a.svg)}')).toBe(
      '<style>.a{background:url(/images/a.svg)}</style><link rel="stylesheet" crossorigin href="/static/media/a.css" disabled>',
    );
    expect(styleTag('static/media/a.css', '.a{background:url("data:image/svg+xml,x")}')).toContain('<style>');
    expect(styleTag('static/media/a.css', '.a{background:url(a.svg)}')).toBe('<link rel="stylesheet" crossorigin href="/static/media/a.css">');
    expect(styleTag('static/media/a.css', ".a{background:url( '../a.svg')}")).toContain('<link');
    expect(styleTag('static/media/a.css', '.a::after{content:"</style>"}')).toContain('<link');
  });

  it("links the route's styles from the manifest, those of its imports too, not the entry's", () => {
    expect(routeStyles(manifest(), 'events')).toEqual(['static/media/events.css', 'static/media/shared.css']);
    expect(() => routeStyles(manifest(), 'nowhere')).toThrow(/no chunk named nowhere/);
    // Its scripts too, for the loader to fetch beside the entry: the entry itself aside.
    expect(routeScripts(manifest(), 'events')).toEqual(['static/js/events.js', 'static/js/shared.js']);
  });

  it("keeps React's high-priority image preloads for <head> and drops the others", () => {
    const html =
      '<link rel="preload" as="image" href="/logo.svg"/><link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/><div>page</div>';
    expect(splitHoisted(html)).toEqual({
      hoisted: '<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>',
      body: '<div>page</div>',
    });
  });

  it("preloads the first source of the hero's <picture>, not a lazy slide's", () => {
    const slide = (name: string, img: string) =>
      `<picture><source type="image/avif" srcSet="/${name}-480w.avif 480w" sizes="100vw"/><img src="/${name}.jpg" ${img}/></picture>`;
    expect(heroPreload(slide('lazy', 'loading="lazy"') + slide('hero', 'fetchPriority="high"'))).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/hero-480w.avif 480w" imagesizes="100vw" type="image/avif">',
    );
    expect(heroPreload(slide('lazy', 'loading="lazy"'))).toBe('');
  });

  it("preloads the hero's upright crop on the screens that take it, and its widths on the others", () => {
    const media = '(max-aspect-ratio: 14/25) and (max-width: 544px)';
    const picture =
      `<picture><source media="${media}" type="image/avif" srcSet="/hero-upright.avif"/><source media="${media}" type="image/webp" srcSet="/hero-upright.webp"/>` +
      '<source type="image/avif" srcSet="/hero-480w.avif 480w" sizes="100vw"/><img src="/hero.jpg" fetchPriority="high"/></picture>';
    expect(heroPreload(picture)).toBe(
      `<link rel="preload" as="image" fetchpriority="high" href="/hero-upright.avif" media="${media}" type="image/avif">` +
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="/hero-480w.avif 480w" imagesizes="100vw" media="not all and ${media}" type="image/avif">`,
    );
  });

  it('puts the HTML in #root and the data beside it, where no string in it can end the script', () => {
    const page = pageHtml(TEMPLATE, '/', { html: '<main>Seed</main>', state: { queries: [{ title: '</script><script>alert(1)</script>' }] } }, [
      { file: 'static/media/home.css', css: '.home{color:red}\n' },
    ]);
    expect(page).toContain('<div id="root" data-prerendered><main>Seed</main></div><script type="application/json" id="prerendered-data">');
    expect(page).not.toContain('</script><script>alert(1)');
    const data = page.match(/id="prerendered-data">(.*?)<\/script>/)![1];
    expect(JSON.parse(data)).toEqual({ queries: [{ title: '</script><script>alert(1)</script>' }] });
    expect(page).toContain('<style>.home{color:red}</style><link rel="stylesheet" crossorigin href="/static/media/home.css" disabled>');
    // The entry script is the loader's to request (after the first paint on a first visit).
    expect(page).not.toContain('<script type="module" crossorigin src="/static/js/index.js">');
    expect(page).toContain('import("/static/js/index.js")');
  });

  it("loads the route chunks beside the entry, and on a first visit waits for the paint but not for the page's load", () => {
    const loader = entryLoader('/static/js/index.js', ['/static/js/events.js']);
    expect(loader).toContain(`l.rel='modulepreload';l.href=f`);
    expect(loader).toContain('["/static/js/events.js"]');
    expect(loader).toContain('first-contentful-paint');
    // 'load' also waits for the map's frame and every image below the fold.
    expect(loader).not.toContain("addEventListener('load'");
  });

  it('runs the early-input capture in <head>, before the body', () => {
    const page = pageHtml(TEMPLATE, '/', { html: '<main>Seed</main>', state: {} }, [], { earlyInput: '<script>capture()</script>' });
    expect(page.indexOf('<script>capture()</script>')).toBeGreaterThan(-1);
    expect(page.indexOf('<script>capture()</script>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('refuses a page whose form a browser could submit as a GET (its fields in the address)', () => {
    expect(() => assertFormsPost('/contact', '<form class="contact-form" noValidate="">')).toThrow(/\/contact has a <form> without method="post"/);
    expect(() => pageHtml(TEMPLATE, '/contact', { html: '<form><input name="email"/></form>', state: {} }, [])).toThrow(/method="post"/);
    expect(() => assertFormsPost('/contact', '<form class="contact-form" noValidate="" method="post">')).not.toThrow();
  });
});

/** Fails the run when any browser or browser-driving package is loaded. */
const NO_BROWSER_HOOK = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent('export async function resolve(s, c, next) { if (/^(@playwright|playwright|puppeteer|lighthouse|chrome-launcher)/.test(s)) throw new Error("prerender loaded " + s); return next(s, c); }'));`,
)}`;

/** The step alone over the build in BUILD_DIR, its module loaded through Vite's SSR loader (it is TypeScript). */
const RUN_PRERENDER = `import { createTsLoader } from './tools/load-ts.ts';
const loader = await createTsLoader({ base: '/' });
try {
  const { prerenderInto } = await loader.load('/build/prerender.ts');
  console.log(await prerenderInto(process.env.BUILD_DIR, { base: '/' }));
} finally {
  await loader.close();
}`;

describe('a build with no browser', () => {
  it('still writes every prerendered page, rendered by React from the seed', { timeout: 300_000 }, () => {
    const dist = mkdtempSync(join(tmpdir(), 'prerender-'));
    try {
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, '404.html'), TEMPLATE);
      writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest()));
      mkdirSync(join(dist, 'static/media'), { recursive: true });
      for (const chunk of Object.values(manifest())) for (const css of chunk.css) writeFileSync(join(dist, css), `/*${css}*/`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', NO_BROWSER_HOOK, '--input-type=module', '-e', RUN_PRERENDER], {
        encoding: 'utf8',
        env: { ...process.env, BUILD_DIR: dist, BASE_PATH: '/', CHROMIUM_PATH: '/nowhere/chromium', PLAYWRIGHT_BROWSERS_PATH: '/nowhere' },
      });
      expect(run.stderr).not.toMatch(/prerender loaded/);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('prerender: 10 pages');
      for (const route of Object.keys(PRERENDER_ROUTES)) expect(existsSync(join(dist, route, 'index.html')), route).toBe(true);
      const home = readFileSync(join(dist, 'index.html'), 'utf8');
      expect(home).toContain('Lend Your Hands, Share Your Heart');
      // The route's rules and its imports' are in the page; the entry's stylesheet is the template's.
      expect(home).toContain(`<style>/*static/media/${PRERENDER_ROUTES['/']}.css*/</style>`);
      expect(home).toContain(
        '<style>/*static/media/shared.css*/</style><link rel="stylesheet" crossorigin href="/static/media/shared.css" disabled>',
      );
      expect(home).not.toContain('index.css');
      expect(home).toMatch(/<script type="application\/json" id="prerendered-data">\{"mutations":\[\],"queries":\[\{/);
      // The capture of what a visitor does before the app is live, minified into the page's head.
      expect(home).toMatch(/<script>\(function\([a-z]\)\{.*__earlyInput.*\}\)\(window\);<\/script>/);
      expect(home.indexOf('__earlyInput')).toBeLessThan(home.indexOf('</head>'));
      expect(readFileSync(join(dist, '404.html'), 'utf8')).toBe(TEMPLATE);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
