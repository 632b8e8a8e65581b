// A browser context for a tool that hands its own functions to the page (page.evaluate,
// addInitScript). tsx compiles with esbuild's keepNames, so such a function that names an inner
// function carries calls to esbuild's __name helper, which no page has ("__name is not defined"):
// every document of the context gets a stand-in first.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** esbuild's __name only names a function; the page's functions need no names. */
const KEEP_NAMES_STAND_IN = 'globalThis.__name = (fn) => fn;';

export async function newPageContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(KEEP_NAMES_STAND_IN);
  return context;
}
