import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const t0 = Date.now();
await page.goto('http://127.0.0.1:4391/charity/developers?popups=off');
await page.getByRole('region', { name: 'GET /api/services', exact: true }).waitFor();
console.log('rendered in', Date.now() - t0, 'ms');
console.log(await page.evaluate(() => ({
  all: document.querySelectorAll('*').length,
  ops: document.querySelectorAll('.api-op').length,
  props: document.querySelectorAll('.api-prop').length,
  details: document.querySelectorAll('details').length,
  pres: document.querySelectorAll('details pre').length,
  preChars: [...document.querySelectorAll('details pre')].reduce((n, p) => n + p.textContent.length, 0),
  responses: document.querySelectorAll('.api-responses > li').length,
})));
await browser.close();
