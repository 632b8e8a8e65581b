// Shared Playwright fixtures: app-relative navigation under the sub-path, seed reset and admin
// sign-in. Every test fails on a console error it did not expect (a warning about hydration counts),
// an uncaught page error, a Content-Security-Policy violation, or a dialog that opens under another
// dialog.
import { test as base, expect, type Page } from '@playwright/test';
import { cspViolationsFixture, type CspViolation } from './csp-violations';
import { scanDialogStacking, trackDialogStacking } from './dialog-stacking';

export class App {
  readonly errors: string[] = [];
  /** Console errors matching these are expected by the test (e.g. a deliberately failing request). */
  readonly allowedErrors: RegExp[] = [];
  /** Uncaught exceptions in the page: any one fails the test (allowedErrors does not apply). */
  readonly pageErrors: string[] = [];
  /** Dialogs that opened under another dialog (see dialog-stacking.ts): any one fails the test. */
  dialogsOpenedUnder: string[] = [];

  /** Whether this test's page has opened an app path yet: its browser context starts empty. */
  private visited = false;

  /** @param mockBackend false when the build talks to a real API server: no readiness to wait for. */
  constructor(
    readonly page: Page,
    private readonly mockBackend = true,
  ) {}

  /**
   * Opens an app path ('/events') under the build's base path; waits for the app to render.
   * `reset` on the test's first visit adds nothing: a fresh browser context already holds the seed,
   * and a visit with no query string is the first visit a visitor makes (the prerendered page).
   */
  async goto(path: string, options: { reset?: boolean; scenario?: string } = {}) {
    const url = new URL(path.replace(/^\//, ''), 'http://x/');
    if (options.reset && this.visited) url.searchParams.set('reset', '1');
    if (options.scenario) url.searchParams.set('scenario', options.scenario);
    this.visited = true;
    await this.page.goto(`${url.pathname.slice(1)}${url.search}`);
    // The app's, not the build's prerendered HTML (#root[data-prerendered]): that shows at once on
    // a first visit, and its buttons answer only once main.tsx has hydrated it.
    // (Its first child may be a route's <title>, which React leaves in place when it hydrates.)
    await this.page.locator('#root:not([data-prerendered]) > :not(title)').first().waitFor();
    // A first visit hydrates before the backend answers (QA's readiness attribute); a test's own
    // requests (page.evaluate(fetch)) need it to have started, or failed for a fault under test.
    if (this.mockBackend) await this.page.locator('html[data-backend]:not([data-backend="starting"])').waitFor({ state: 'attached' });
  }

  /** Opens a page fresh from the seed and waits until its level-1 heading `heading` shows. */
  async openPage(path: string, heading: string) {
    await this.goto(path, { reset: true });
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** Signs in through the sign-in modal as the demo admin. */
  async login(username = 'admin', password = 'admin123') {
    await this.goto('/development');
    const dialog = this.page.getByRole('dialog', { name: /login/i });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await this.page.getByRole('button', { name: 'OK' }).click();
    await this.page.waitForURL(/\/admin\/dashboard/);
  }

  /**
   * Console errors the app is responsible for. Failed loads of third-party resources (the map
   * embed's tiles on an offline machine) are expected: the app shows its static fallback then.
   */
  unexpectedErrors(): string[] {
    return this.errors.filter(
      (text) => !this.allowedErrors.some((re) => re.test(text)) && !/^Failed to load resource: .* @ https?:\/\/(?!127\.0\.0\.1)/.test(text),
    );
  }
}

export const test = base.extend<{ app: App; donationPopup: 'show' | 'donors' | 'skip'; mockBackend: boolean; cspViolations: CspViolation[] }>({
  cspViolations: [cspViolationsFixture, { auto: true }],
  /**
   * The donation popup opens 2 s after a tab's first visit and covers the page; specs about other
   * things turn the popups off as QA's ?popups=off does, by its sessionStorage key (no query string,
   * so a visit stays a first visit). `test.use({ donationPopup: 'show' })` keeps them; 'donors' keeps
   * them with the donation popup marked seen (the spec's sessionStorage flag), so only the
   * recent-donor popup shows.
   */
  donationPopup: ['skip', { option: true }],
  /** false for a build that talks to a real API server (e2e/real-backend). */
  mockBackend: [true, { option: true }],
  app: async ({ page, donationPopup, mockBackend }, use) => {
    if (donationPopup !== 'show') {
      await page.addInitScript(
        ([key, value]) => {
          try {
            sessionStorage.setItem(key, value);
          } catch {
            // Frames without storage access (about:blank, the map embed).
          }
        },
        donationPopup === 'donors' ? ['donationPopupSeen', 'true'] : ['qaPopups', 'off'],
      );
    }
    const app = new App(page, mockBackend);
    page.on('console', (message) => {
      // A warning about hydration (React's, React Router's missing HydrateFallback) counts as an error.
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text())))
        app.errors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => app.pageErrors.push(error.message));
    app.dialogsOpenedUnder = await trackDialogStacking(page);
    await use(app);
    expect(app.unexpectedErrors(), 'console errors').toEqual([]);
    expect(app.pageErrors, 'uncaught errors in the page').toEqual([]);
    await scanDialogStacking(page);
    expect(app.dialogsOpenedUnder, 'dialogs opened under another dialog').toEqual([]);
  },
});

export { expect };
