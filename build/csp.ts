// Build step over the final HTML (after the prerender has written its pages): the
// Content-Security-Policy meta tag in every HTML file (build/csp-policy.ts: it hashes the file's final
// inline scripts and styles). Anything that edits a built page afterwards must put it in again (addCsp).
import { readFileSync, writeFileSync } from 'node:fs';
import { withCsp } from './csp-policy';
import { resolveBackendEnv } from '../src/config/backend-env';
import { afterBuild, filesIn } from './step';

/**
 * Puts the Content-Security-Policy in every HTML file of `dir` (again, if it has one).
 * `apiBaseUrl`: the real backend of a VITE_API_BASE_URL build, which the page calls.
 */
export function addCsp(dir: string, apiBaseUrl = ''): number {
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : null;
  const pages = filesIn(dir).filter((file) => file.endsWith('.html'));
  for (const file of pages) writeFileSync(file, withCsp(readFileSync(file, 'utf8'), { apiOrigin }));
  return pages.length;
}

export function contentSecurityPolicyMeta() {
  return afterBuild('content-security-policy-meta', ({ config, outDir, log }) => {
    const pages = addCsp(outDir, resolveBackendEnv(config.env).apiBaseUrl);
    log(`csp: Content-Security-Policy in ${pages} HTML files`);
  });
}
