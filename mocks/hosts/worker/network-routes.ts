// The static routes the backend's worker registers at install (the Service Worker Static Routing
// API, Chromium 123 and later): every request outside the app's /api/ and /uploads/ goes straight
// to the network without a fetch event. The worker never answers those, and their fetch events
// cost more than time: a page's image or stylesheet request restarted an old worker the browser
// had just stopped to hand over to a new deploy's, and the handover then waited for the old worker
// to idle out (for good with DevTools attached: 1 run in 8 of the deploy spec). Browsers without
// the API send every request through the fetch event, as before.
import { apiUrl } from '@/config/env';
import { BACKEND_PREFIXES } from '../../core/create-backend';

/** The parts of a URLPattern the routes set (the DOM lib does not type URLPattern yet). */
export interface PatternInit {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
}
export type PatternClass = new (init: Partial<PatternInit>, options?: { ignoreCase?: boolean }) => object;

/** One rule of the Static Routing API: the first rule whose condition matches picks the source. */
export interface RouterRule {
  condition: { urlPattern: object };
  source: 'network' | 'fetch-event';
}

/** URLPattern's special characters, escaped in a literal part of a pathname. */
export const escapePattern = (text: string) => text.replace(/[\\:*?+(){}]/g, '\\$&');

/** Everything under `prefix` below the app's base path (matched in any case, as msw's patterns). */
export function belowPattern(prefix: string): PatternInit {
  const url = new URL(apiUrl(prefix));
  return { protocol: url.protocol.slice(0, -1), hostname: url.hostname, port: url.port, pathname: `${escapePattern(url.pathname)}*` };
}

/** The backend's paths to the fetch event; everything else to the network. */
export function networkRoutes(Pattern: PatternClass): RouterRule[] {
  return [
    ...BACKEND_PREFIXES.map((prefix): RouterRule => ({
      condition: { urlPattern: new Pattern(belowPattern(prefix), { ignoreCase: true }) },
      source: 'fetch-event',
    })),
    { condition: { urlPattern: new Pattern({}) }, source: 'network' },
  ];
}

/** Registers the routes where the browser has the API; never fails the install. */
export async function addNetworkRoutes(
  event: Event & { addRoutes?: (rules: RouterRule[]) => Promise<void> },
  scope: { URLPattern?: PatternClass },
): Promise<void> {
  if (typeof event.addRoutes !== 'function' || !scope.URLPattern) return;
  try {
    await event.addRoutes(networkRoutes(scope.URLPattern));
  } catch (error) {
    console.warn('The backend worker could not register its network routes: every request goes through its fetch event.', error);
  }
}
