// What every Playwright config here runs in: Debian's Chromium with the flags this machine needs,
// a trace kept for each failure (on CI, of its retry), one retry on CI and the list reporter.
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';

export const browserOptions = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  // A trace records a screencast and DOM snapshots of every step: on a 2-core machine the whole
  // suite took 16.4 min traced and 11.8 min not, so CI traces only the retry of a failed test.
  trace: process.env.CI ? ('on-first-retry' as const) : ('retain-on-failure' as const),
};

/** The settings both configs share, with the app at `baseURL` and their own time limits. */
export function sharedConfig(baseURL: string, { timeout, expectTimeout }: { timeout: number; expectTimeout: number }): PlaywrightTestConfig {
  return {
    testDir: '.',
    retries: process.env.CI ? 1 : 0,
    timeout,
    expect: { timeout: expectTimeout },
    reporter: [['list']],
    use: { baseURL, ...browserOptions },
  };
}
