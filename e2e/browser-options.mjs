// What every Playwright config here runs in: Debian's Chromium with the flags this machine needs,
// a trace kept for each failure (on CI, of its retry), one retry on CI and the list reporter.
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs';

export const browserOptions = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  // A trace records a screencast and DOM snapshots of every step: on a 2-core machine the whole
  // suite took 16.4 min traced and 11.8 min not, so CI traces only the retry of a failed test.
  trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
};

/** The settings both configs share, with the app at `baseURL` and their own time limits. */
export function sharedConfig(baseURL, { timeout, expectTimeout }) {
  return {
    testDir: '.',
    retries: process.env.CI ? 1 : 0,
    timeout,
    expect: { timeout: expectTimeout },
    reporter: [['list']],
    use: { baseURL, ...browserOptions },
  };
}
