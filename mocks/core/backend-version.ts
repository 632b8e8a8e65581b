// The versions a page and the backend are built with: the db reseeds a store of another data
// version, and a tab that is open when a new deploy's service worker takes over tells what changed
// under it (mocks/hosts/worker/version.ts). Page-safe: no backend code. Both bundles inline the
// object as written: dist/backend-worker.js holds it as `{protocol:N,data:N,build:"…"}`
// (e2e/qa/backend-deploy.spec.ts edits that text to play a deploy, its data version included).

export interface BackendVersion {
  /**
   * What a page and the worker say to each other: the messages and headers (mocks/hosts/worker/protocol.ts)
   * and the HTTP API the app calls. Bump on a change a page of the previous build could not follow.
   * 2: the worker answers from the request alone (X-Mock-* headers) and no longer asks a tab for
   * its state. A page sends it with every request (X-Mock-Protocol) and when it starts.
   * 3: window.__backend's operations travel as one message, `op` (the canned answers and the
   * switches were added under 2, so a page of theirs waited on a worker that never answered).
   * 4: the worker asks the page a demo import came from to keep its browser-side data first
   * (`local-apply`), and refuses the import when no page answers.
   */
  protocol: number;
  /** The stored data's shapes (SCHEMA_VERSION): a store of another version is reseeded. */
  data: number;
  /** The build (vite.config.ts): a worker of another build is another deploy, whatever its versions. */
  build: string;
}

export const BACKEND_VERSION: BackendVersion = { protocol: 4, data: 1, build: __BUILD_ID__ };
