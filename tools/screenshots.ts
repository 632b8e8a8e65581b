// Screenshots of the key screens at a phone and a desktop size, so anyone can look at the whole
// product again after a change. Serves the existing build (run `npm run build` first, with the
// BASE_PATH it was built for) with tools/serve-static.ts and drives the system Chromium, as the
// end-to-end tests do. Each screen starts from the seed (?reset=1) in a fresh browser profile.
// Usage: npm run screenshots [-- --out screenshots] [--only home,nope]
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { freePort } from './free-port';
import { serveStatic } from './serve-build';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';
import { newPageContext } from './page-context';

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce<[string, string | undefined][]>((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const outDir = resolve(args.out ?? 'screenshots');
const only = args.only ? new Set(args.only.split(',')) : null;
const base = `/${(process.env.BASE_PATH ?? '/').replace(/^\/|\/$/g, '')}/`.replace('//', '/');

type Size = { name: string; viewport: { width: number; height: number } };

const SIZES: Size[] = [
  { name: '360', viewport: { width: 360, height: 760 } },
  { name: '1280', viewport: { width: 1280, height: 860 } },
];

/** Waits for the admin section's first content (the dashboard loads its data after 500 ms). */
async function adminSection(page: Page, tab: string | null, ready: (page: Page) => Locator) {
  await page.goto(tab ? `admin/dashboard?tab=${tab}` : 'admin/dashboard');
  await ready(page).first().waitFor();
}

/** Each screen: its file name, whether it needs a signed-in admin (and is a modal), and how to bring it up. */
type Screen = { name: string; admin?: boolean; modal?: boolean; open: (page: Page) => Promise<unknown> };

const SCREENS: Screen[] = [
  { name: 'home', open: (page) => page.goto('./').then(() => page.getByRole('heading', { level: 1 }).first().waitFor()) },
  { name: 'donate', open: (page) => page.goto('donate').then(() => page.getByRole('button', { name: '$10', exact: true }).waitFor()) },
  { name: 'volunteer', open: (page) => page.goto('volunteer').then(() => page.getByLabel('Name', { exact: true }).waitFor()) },
  { name: 'events', open: (page) => page.goto('events').then(() => page.getByRole('article').first().waitFor()) },
  { name: 'blog-detail', open: (page) => page.goto('blog/1736935200000').then(() => page.getByRole('heading', { level: 1 }).first().waitFor()) },
  { name: 'gallery', open: (page) => page.goto('gallery').then(() => page.locator('main img').first().waitFor()) },
  { name: 'contact', open: (page) => page.goto('contact').then(() => page.getByLabel('Message').waitFor()) },
  { name: 'nope', open: (page) => page.goto('nope').then(() => page.getByText('404 Not Found').waitFor()) },
  { name: 'admin-dashboard', admin: true, open: (page) => adminSection(page, null, (p) => p.getByText('Total Donated')) },
  { name: 'admin-donations', admin: true, open: (page) => adminSection(page, 'donations', (p) => p.getByRole('table').locator('tbody tr')) },
  { name: 'admin-volunteers', admin: true, open: (page) => adminSection(page, 'volunteers', (p) => p.getByRole('table').locator('tbody tr')) },
  { name: 'admin-settings', admin: true, open: (page) => adminSection(page, 'settings', (p) => p.getByLabel('Primary Color')) },
  {
    name: 'admin-settings-logos',
    admin: true,
    open: async (page) => {
      await adminSection(page, 'settings', (p) => p.getByRole('tab', { name: 'Logos' }));
      await page.getByRole('tab', { name: 'Logos' }).click();
      await page.getByRole('img', { name: 'Footer Logo preview' }).waitFor();
    },
  },
  {
    name: 'admin-form-modal',
    admin: true,
    modal: true,
    open: async (page) => {
      await adminSection(page, 'banner', (p) => p.getByRole('button', { name: 'Add Banner' }));
      await page.getByRole('button', { name: 'Add Banner' }).click();
      await page.getByRole('dialog', { name: 'Add Banner' }).waitFor();
    },
  },
];

async function signIn(page: Page) {
  await page.goto('development');
  const dialog = page.getByRole('dialog', { name: /login/i });
  await dialog.getByLabel('Username').fill('admin');
  await dialog.getByLabel('Password', { exact: true }).fill('admin123');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

async function shoot(browser: Browser, origin: string, screen: Screen, size: Size) {
  const context = await newPageContext(browser, { viewport: size.viewport, baseURL: origin, reducedMotion: 'reduce' });
  try {
    // The donation popup (2 s after a first visit) would cover every screen.
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('donationPopupSeen', 'true');
      } catch {
        // about:blank has no storage.
      }
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('?reset=1');
    await page.locator('#root > *').first().waitFor();
    if (screen.admin) await signIn(page);
    await screen.open(page);
    // Lazy images load only near the viewport: pass over the whole page, then wait for them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = join(outDir, `${screen.name}-${size.name}.png`);
    if (screen.admin && !screen.modal) {
      // The docked admin sidebar is 100vh tall and sticky; a full-page capture sometimes paints it
      // blank. A window as tall as the page shows the whole page with the sidebar beside it.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: size.viewport.width, height: Math.max(size.viewport.height, height) });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.screenshot({ path: file });
    } else {
      await page.screenshot({ path: file, fullPage: true });
    }
    return file;
  } finally {
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const server = await serveStatic({ base, port: await freePort(4480) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let failed = 0;
try {
  for (const screen of SCREENS.filter((s) => !only || only.has(s.name))) {
    for (const size of SIZES) {
      try {
        console.log(`  ${await shoot(browser, server.url, screen, size)}`);
      } catch (error) {
        failed += 1;
        console.error(`  ${screen.name} at ${size.name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (failed) {
  console.error(`${failed} screenshot(s) failed`);
  process.exit(1);
}
