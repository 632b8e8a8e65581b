#!/usr/bin/env node
// After vite build and post-build: a picture of each static public page as a first visitor sees it
// (the seed data), written into that page's HTML (dist/index.html, dist/about/index.html, ...).
// The browser paints it at once, while the app and its in-browser backend boot; src/lib/prerender.ts
// swaps in the live app when its data has loaded. The picture sits in a closed shadow root, inert
// and aria-hidden: nothing can click it, screen readers and tests' locators only ever meet the app.
// A page is shown as a picture only on a first visit (none of the spec's localStorage keys, no
// scenario, fault, latency or pinned clock): afterwards the stored data may differ from the seed, and the app
// renders it directly; under a QA switch the app's own answers and loading states must show.
// Without Chromium the step is skipped: the pages then simply start blank, as before.
// Usage: node scripts/prerender.mjs && node scripts/finish-build.mjs   (after vite build and
// scripts/post-build.mjs, as npm run build does; BASE_PATH as for the build)
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
/* global window, document */
import { dirname, join } from 'node:path';
import { freePort, serveStatic } from './bench-util.mjs';
import { BUILD_DIR, readBackendEnv } from './build-output.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';

/** The public pages whose path has no parameter (src/config/paths.ts). */
const PRERENDER_ROUTES = ['/', '/about', '/services', '/causes', '/events', '/gallery', '/donate', '/zakat', '/volunteer', '/contact'];
/** Lighthouse's mobile screen: the width most first visits come at. */
const VIEWPORT = { width: 412, height: 823 };
const SETTLE_MS = 400;
/** A loading state in the app's main content (src/components/ui/spinner.tsx, aria-busy regions). */
const LOADING = '#root main [aria-busy="true"], #root main .ui-spinner';

const base = `/${(process.env.BASE_PATH ?? '/').replace(/^\/|\/$/g, '')}/`.replace('//', '/');
// 404.html is post-build's untouched copy of index.html: the template, even when run twice.
const TEMPLATE = join(BUILD_DIR, '404.html');

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** '/charity/about/' and '/charity/about' are the same page; the root is '/'. */
const normalise = (path) => path.replace(/\/+$/, '') || '/';

/**
 * Runs in <head> before the body is parsed: shows the picture only when the visit is a first one
 * on this very page (a host that answers every path with one file must not show the wrong page).
 * The keys are those of src/lib/storage.ts (storageKeys) that QA or an earlier visit may have set.
 */
function decisionScript(pagePath) {
  return `<script>(function(){try{var l=localStorage,p=location.pathname.replace(/\\/+$/,'')||'/';if(p===${JSON.stringify(pagePath)}&&!l.getItem('events')&&!l.getItem('categories')&&!l.getItem('themeColors')&&!l.getItem('adminToken')&&!sessionStorage.getItem('mockScenario')&&!sessionStorage.getItem('qaFault')&&!sessionStorage.getItem('qaLatency')&&!sessionStorage.getItem('qaNow')&&!/[?&](scenario|fault|latency|now)=/.test(location.search))document.documentElement.classList.add('prerendered')}catch(e){}})()</script>`;
}

// While the picture shows, the app renders invisibly on top of it (laid out, so it measures right).
const STYLE =
  '<style>html.prerendered #root{position:absolute;top:0;left:0;right:0;visibility:hidden}html:not(.prerendered) #prerender{display:none}</style>';

async function capture(browser, origin, route) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    await context.addInitScript(() => {
      if (window !== window.top) return; // the map's iframe
      // The donation popup is not part of the page; the largest paint names the image to preload.
      sessionStorage.setItem('donationPopupSeen', 'true');
      new PerformanceObserver((list) => {
        window.__lcp = list.getEntries().at(-1) ?? null;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}${route.slice(1)}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForSelector('#root main', { timeout: 30_000 });
    // The picture shows data, not loading states. The network may have gone quiet before the app's
    // first request: a first visit waits for the backend's worker to control the page.
    await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    if (await page.evaluate((loading) => document.querySelector(loading) !== null, LOADING)) throw new Error(`${route}: still loading after ${SETTLE_MS} ms of quiet`);
    if (errors.length) throw new Error(`${route}: page error: ${errors[0]}`);
    return await page.evaluate(() => {
      const live = document.getElementById('root');
      const root = live.cloneNode(true);
      // Images below the first screen or in hidden slides are left out of the picture (their boxes
      // keep their size): they would only compete with the first screen for the network.
      const media = (el) => el.querySelectorAll('img, [style*="background-image"]');
      const originals = [...media(live)];
      [...media(root)].forEach((copy, i) => {
        const el = originals[i];
        const top = el.getBoundingClientRect().top;
        if (top < window.innerHeight && !el.closest('[aria-hidden="true"]')) return;
        if (copy.tagName !== 'IMG') copy.style.removeProperty('background-image');
        else {
          copy.removeAttribute('src');
          copy.removeAttribute('srcset');
          if (copy.parentElement?.tagName === 'PICTURE') copy.parentElement.querySelectorAll('source').forEach((source) => source.remove());
        }
      });
      // Sections starting below the first screen are left out: a smaller picture parses and lays
      // out faster, and the app replaces it long before anyone scrolls that far.
      const sections = (el) => el.querySelectorAll('main > *, footer');
      const liveSections = [...sections(live)];
      [...sections(root)].forEach((copy, i) => {
        if (liveSections[i].getBoundingClientRect().top > window.innerHeight) copy.remove();
      });
      // Live parts that do not belong in a still picture: embeds, dialogs, the donor toast.
      root.querySelectorAll('iframe, script, noscript, [role="dialog"], [role="alertdialog"], .donor-popup').forEach((n) => n.remove());
      const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
      // The image to preload: of a <picture>, its first <source> (the best format; a browser that
      // cannot read that type skips the preload rather than fetch a second copy).
      const lcp = window.__lcp;
      const source = lcp?.element?.tagName === 'IMG' && lcp.element.parentElement?.tagName === 'PICTURE' ? lcp.element.parentElement.querySelector('source') : null;
      const lcpImage = source
        ? { srcset: source.getAttribute('srcset'), sizes: source.getAttribute('sizes'), type: source.getAttribute('type') }
        : lcp?.url
          ? { href: new URL(lcp.url).pathname }
          : null;
      return { html: root.innerHTML, styles, lcpImage };
    });
  } finally {
    await context.close();
  }
}

/** The <link rel=preload> of the page's largest image: its one URL, or a <picture> source's set. */
function preloadTag(image) {
  const attrs = image.srcset
    ? `imagesrcset="${escapeAttr(image.srcset)}" imagesizes="${escapeAttr(image.sizes ?? '')}" type="${escapeAttr(image.type ?? '')}"`
    : `href="${escapeAttr(image.href)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${attrs}>`;
}

/** A stylesheet's text from dist/ by its URL ('/charity/static/media/x.css'). */
const cssText = (href) => readFileSync(join(BUILD_DIR, href.slice(base.length)), 'utf8');

/**
 * The page's HTML with the picture. The entry stylesheet stays a render-blocking link (the shadow
 * root links it too: same URL, one download); the route's styles are inlined in the shadow root,
 * so the first paint waits for no further request. The app's script starts after that paint.
 */
function pageHtml(template, pagePath, { html, styles, lcpImage }) {
  const entryCss = new Set([...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
  const entryScript = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryScript) throw new Error('template has no module entry script');
  if (!template.includes('<div id="root"></div>')) throw new Error('template has no empty #root');
  const routeCss = styles.filter((href) => !entryCss.has(href)).map(cssText).join('\n');
  const shadow = [...entryCss].map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`).join('') + `<style>${routeCss}</style>`;
  const picture = `<div id="prerender" aria-hidden="true" inert><template shadowrootmode="closed">${shadow}${html}</template></div>`;
  const headAdds = [
    STYLE,
    decisionScript(pagePath),
    ...(lcpImage ? [preloadTag(lcpImage)] : []),
  ];
  // With the picture on screen the app's code waits until the first screen has loaded (its images
  // are all the picture loads) and been painted, instead of sharing a slow connection and the main
  // thread with them: the app is ready about as soon, and the first screen much sooner. (Requested
  // at 'load', the script came before the largest paint, and Lighthouse's simulation put its
  // download and start-up on that paint's path: LCP 2.1 s instead of 1.3.) Painted: the first
  // contentful paint has been reported, and two frames have passed since 'load' (the frame that
  // draws the images 'load' waited for). Not the largest paint's own entry: a larger text painted
  // first leaves the image none, on some screen sizes. A hidden tab paints nothing and starts at
  // once. Without the picture (a repeat visit) the code loads at once, as before. An image that
  // never arrives holds the app back 3 s at most.
  const afterPaint =
    "()=>{if(document.hidden)return start();let n=(PerformanceObserver.supportedEntryTypes||[]).includes('paint')?2:1;const go=()=>{if(--n===0)setTimeout(start,0)};" +
    "if(n===2)new PerformanceObserver((l,o)=>{if(l.getEntries().some((e)=>e.name==='first-contentful-paint')){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    'requestAnimationFrame(()=>requestAnimationFrame(go))}';
  const loader = `<script type="module">let started=false;const start=()=>{if(!started){started=true;import(${JSON.stringify(entryScript[1])})}};if(document.documentElement.classList.contains('prerendered')){addEventListener('load',${afterPaint},{once:true});setTimeout(start,3000)}else start();</script>`;
  return template
    .replace(entryScript[0], '')
    .replace('</head>', `${headAdds.join('\n')}\n${loader}\n</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${picture}`);
}

async function main() {
  if (!existsSync(TEMPLATE)) throw new Error(`${TEMPLATE} is missing: run vite build and scripts/post-build.mjs first.`);
  // The captures must see the untouched page, also when this runs twice on one build.
  copyFileSync(TEMPLATE, join(BUILD_DIR, 'index.html'));
  // The picture is the seed data of the in-browser backend; a real backend's data may differ.
  const backend = readBackendEnv();
  if (!backend.mocks) {
    console.log('prerender: skipped (the build talks to a real backend); pages start blank until the app renders.');
    return;
  }
  let executablePath;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    console.warn(`prerender: skipped (${error.message}); pages start blank until the app renders.`);
    return;
  }
  const { chromium } = await import('@playwright/test');
  const template = readFileSync(TEMPLATE, 'utf8');
  const server = await serveStatic({ dir: BUILD_DIR, base, port: await freePort(4480) });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const pictures = [];
    for (const route of PRERENDER_ROUTES) pictures.push([route, await capture(browser, server.url, route)]);
    // Written only after every capture: the captures must see the untouched pages.
    for (const [route, picture] of pictures) {
      const file = route === '/' ? join(BUILD_DIR, 'index.html') : join(BUILD_DIR, route, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, normalise(`${base}${route.slice(1)}`), picture));
    }
    console.log(`prerender: ${pictures.length} pages (${PRERENDER_ROUTES.join(' ')})`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
