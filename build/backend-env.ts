// The build's backend flags, and the page's first signs of its backend (vite.config.ts).
import { transformWithEsbuild, type Plugin } from 'vite';
import { installBackendStub, STUB_METHODS } from '../mocks/qa/backend-stub';
import { resolveBackendEnv, resolveBackendHost, type BackendEnv } from '../src/config/backend-env';

/**
 * window.__backend before the backend starts (mocks/qa/backend-stub.ts), as the first script of
 * <head> (after its charset), so QA's first call works right after page.goto; the build's CSP step hashes it into the policy.
 */
async function backendStubScript(): Promise<string> {
  const source = `(${installBackendStub.toString()})(window, ${JSON.stringify(Object.keys(STUB_METHODS))});`;
  const { code } = await transformWithEsbuild(source, 'backend-stub.js', { minify: true });
  return `<script>${code.trim()}</script>`;
}

/**
 * Resolves the build's backend flags once (src/config/backend-env.ts: a malformed
 * VITE_API_BASE_URL fails the build). With the mock backend on, the page says from its first byte
 * that the backend is starting (mocks/qa/readiness.ts then sets 'ready' or 'failed'), so QA can
 * wait on one attribute. The build steps after the bundle (build/: prerender, CSP) resolve the same
 * flags from the same env.
 */
export function backendEnv(): Plugin {
  let backend: BackendEnv = { apiBaseUrl: '', mocks: true };
  return {
    name: 'backend-env',
    // __BACKEND_HOST__ is a literal in the code, so a build keeps only its own backend's start-up.
    config: (_config, { command }) => ({
      define: { __BACKEND_HOST__: JSON.stringify(resolveBackendHost(command)) },
    }),
    configResolved(config) {
      backend = resolveBackendEnv(config.env);
    },
    async transformIndexHtml(html) {
      if (!backend.mocks) return html;
      const stub = await backendStubScript();
      return html.replace(/<html\b/, '<html data-backend="starting"').replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n${stub}`);
    },
  };
}
