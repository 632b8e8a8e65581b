// The build's Content-Security-Policy (build/csp-policy.ts, build/csp.ts) is in every page
// the host serves, and the fixture that fails any test breaking it (e2e/csp-violations.ts) works.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The prerendered pages (build/prerender.ts), a deep link answered with 404.html, index.html itself. */
const PAGES = ['', 'about', 'services', 'causes', 'events', 'gallery', 'donate', 'volunteer', 'contact', 'blog/3', 'index.html', '404.html'];

/** What an injected payload would do: add an inline script the policy does not list. */
async function injectInlineScript(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
  });
}

test.describe('Content-Security-Policy', () => {
  test('every page the host serves carries the policy', async ({ request }) => {
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(policy, path).toContain("default-src 'self'; script-src 'self'");
      expect(policy, path).toContain("object-src 'none'");
    }
  });

  test('an inline script the policy does not list is blocked and recorded', async ({ app, page, cspViolations }) => {
    app.allowedErrors.push(/Content Security Policy/);
    await app.goto('/');
    await injectInlineScript(page);
    await expect
      .poll(() => cspViolations)
      .toEqual([
        expect.objectContaining({ violatedDirective: 'script-src-elem', blockedURI: 'inline', page: expect.stringMatching(/\/charity\/$/) }),
      ]);
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
    // Recorded as it should be: this test passes.
    cspViolations.splice(0);
  });

  test('a test whose page breaks the policy fails', async ({ app, page }) => {
    test.fail(true, 'the cspViolations fixture fails it at the end');
    app.allowedErrors.push(/Content Security Policy/);
    await app.goto('/about');
    await injectInlineScript(page);
  });
});
