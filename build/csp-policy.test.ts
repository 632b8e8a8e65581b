// The Content-Security-Policy the build puts in each HTML file (build/csp-policy.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteContact } from '@/config/site-contact';
import { contentSecurityPolicy, withCsp } from './csp-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sources of one directive. */
function sources(policy: string, directive: string): string[] {
  const found = policy.split(/;\s*/).find((part) => part.startsWith(`${directive} `));
  if (!found) throw new Error(`no ${directive} in ${policy}`);
  return found.split(' ').slice(1);
}

const DECISION = "(function(){document.documentElement.classList.add('prerendered')})()";
const LOADER = "import('/charity/static/js/index.1.js');";
const HEAD_STYLE = 'html.prerendered #root{visibility:hidden}';
const SHADOW_STYLE = '.hero{color:red}';
// As the browser reads it: the entities in the attribute below are decoded.
const STYLE_ATTRIBUTE = 'background-image: url("/charity/images/a&b.jpg");';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="stylesheet" crossorigin href="/charity/static/media/index.1.css">
    <style>${HEAD_STYLE}</style>
    <script>${DECISION}</script>
    <script type="module">${LOADER}</script>
    <script type="module" crossorigin src="/charity/static/js/other.1.js"></script>
  </head>
  <body>
    <div id="root"></div><div id="prerender" aria-hidden="true" inert><template shadowrootmode="closed"><style>${SHADOW_STYLE}</style><section style="background-image: url(&quot;/charity/images/a&amp;b.jpg&quot;);"><h1 style="${'color: red;'}">Hope</h1><p style="color: red;">x</p></section></template></div>
  </body>
</html>`;

describe('contentSecurityPolicy', () => {
  it('allows exactly the inline scripts and styles of the page by their hashes', () => {
    const policy = contentSecurityPolicy(PAGE);
    expect(sources(policy, 'script-src')).toEqual(["'self'", sha256(DECISION), sha256(LOADER)]);
    expect(sources(policy, 'style-src')).toEqual([
      "'self'",
      sha256(HEAD_STYLE),
      sha256(SHADOW_STYLE),
      "'unsafe-hashes'",
      sha256(STYLE_ATTRIBUTE),
      sha256('color: red;'),
    ]);
  });

  it('allows no inline code in a page that has none', () => {
    const policy = contentSecurityPolicy(
      '<!doctype html><html><head><meta charset="UTF-8"><script type="module" src="/a.js"></script></head><body></body></html>',
    );
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(sources(policy, 'style-src')).toEqual(["'self'"]);
  });

  it('locks down everything else the issue lists and lets the map embed and its tiles load', () => {
    const policy = contentSecurityPolicy(PAGE);
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(sources(policy, 'form-action')).toEqual(["'self'"]);
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(sources(policy, 'frame-src')).toEqual([new URL(siteContact.mapEmbedUrl).origin]);
    // Calls go to the page's own origin only (default-src), unless a real backend is named.
    expect(policy).not.toContain('connect-src');
  });

  it('lets a real-backend build call the API origin and show its uploads', () => {
    const policy = contentSecurityPolicy(PAGE, { apiOrigin: 'http://127.0.0.1:4310' });
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4310']);
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:4310']);
  });
});

describe('withCsp', () => {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g;

  it('puts the policy right after the charset, before any script or style', () => {
    const html = withCsp(PAGE);
    expect([...html.matchAll(meta)].map((m) => m[1])).toEqual([contentSecurityPolicy(PAGE)]);
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<(script|style|link)/));
  });

  it('replaces an earlier policy with one for the page as it is now', () => {
    const once = withCsp(PAGE);
    expect(withCsp(once)).toBe(once);
    const changed = withCsp(once.replace(DECISION, 'void 0'));
    const policies = [...changed.matchAll(meta)].map((m) => m[1]);
    expect(policies).toHaveLength(1);
    expect(sources(policies[0], 'script-src')).toEqual(["'self'", sha256('void 0'), sha256(LOADER)]);
  });

  it('refuses a page without a charset to put the policy after', () => {
    expect(() => withCsp('<html><head></head></html>')).toThrow(/charset/);
  });
});
