// Every test fails when a page breaks the build's Content-Security-Policy (build/csp-policy.ts): each
// page of the test's browser context reports its `securitypolicyviolation` events, across
// navigations and reloads, and new tabs too.
import { expect, type BrowserContext } from '@playwright/test';

export type CspViolation = { violatedDirective: string; blockedURI: string; sourceFile: string; page: string };

const BINDING = '__reportCspViolation';

async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, ({ page }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ ...violation, page: page.url() });
  });
  await context.addInitScript((binding) => {
    // Third-party frames (the map embed) answer to their own policies.
    if (window !== window.top) return;
    addEventListener(
      'securitypolicyviolation',
      ({ violatedDirective, blockedURI, sourceFile }) => {
        (window as unknown as Record<string, (v: object) => void>)[binding]({ violatedDirective, blockedURI, sourceFile });
      },
      true,
    );
  }, BINDING);
  return violations;
}

/** The `cspViolations` fixture: what the test's pages reported; the test fails unless it is empty. */
export async function cspViolationsFixture({ context }: { context: BrowserContext }, use: (violations: CspViolation[]) => Promise<void>) {
  const violations = await watchCspViolations(context);
  await use(violations);
  // A round trip to each open page delivers the reports it has already sent.
  await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => undefined)));
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}
