// Where the system Chromium is: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH.');
  return found;
}

// Without these, Chromium keeps reaching for Google's hosts on a closed network.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
