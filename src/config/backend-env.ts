// Which backend a build talks to, from its two flags. One rule for the app (src/config/env.ts) and
// the build (vite.config.ts), so the page, its CSP and the prerender step never disagree.

export interface BackendVars {
  VITE_API_BASE_URL?: string;
  VITE_ENABLE_MOCKS?: string;
}

export interface BackendEnv {
  /** Origin (and optional path) every API call and /uploads/ image goes to; '' for the app's own. */
  apiBaseUrl: string;
  /** Whether the in-browser backend starts. */
  mocks: boolean;
}

/**
 * VITE_API_BASE_URL must be an absolute http(s) URL without query or fragment. Setting it implies
 * VITE_ENABLE_MOCKS=false unless that flag is set explicitly. Throws on a malformed URL, so a build
 * with a typo fails instead of shipping an app that calls nowhere.
 */
export function resolveBackendEnv(vars: BackendVars): BackendEnv {
  const raw = vars.VITE_API_BASE_URL?.trim() ?? '';
  let apiBaseUrl = '';
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`VITE_API_BASE_URL must be an absolute URL such as http://localhost:4000, not "${raw}".`);
    }
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
      throw new Error(`VITE_API_BASE_URL must be an http(s) URL without query or fragment, not "${raw}".`);
    }
    apiBaseUrl = url.href.replace(/\/+$/, '');
  }
  const explicit = vars.VITE_ENABLE_MOCKS?.trim();
  const mocks = explicit ? explicit !== 'false' : !apiBaseUrl;
  return { apiBaseUrl, mocks };
}

/** Where the mock backend runs: in a service worker of its own (falling back to the page), or in the page. */
export type BackendHost = 'worker' | 'page';

/** What Vite is doing: `vite build` (and `vite preview`'s build) or `vite dev` (and Vitest). */
export type ViteCommand = 'build' | 'serve';

/**
 * A build runs the backend in a service worker of its own, dist/backend-worker.js, and the page
 * falls back to running it itself when the browser gives it no service worker. Under `vite dev`
 * (and whatever else loads the config to serve modules: Vitest, the build's Node steps) it runs in
 * the page: the worker is a build output (one bundle, built after the app), so dev has none to serve.
 */
export function resolveBackendHost(command: ViteCommand): BackendHost {
  return command === 'build' ? 'worker' : 'page';
}
