// What every Playwright config here runs in: Debian's Chromium with the flags this machine needs,
// a trace kept for each failure.
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs';

export const browserOptions = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  trace: 'retain-on-failure',
};
