// Writes public/mockServiceWorker.js: msw's worker script with this project's changes applied.
// Run `npm run msw:worker` after upgrading msw (instead of `npx msw init`); `--check` only
// compares. Each change names the exact text it replaces, so an msw release that moved that text
// fails here loudly instead of shipping a worker without the change.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const TARGET = fileURLToPath(new URL('../public/mockServiceWorker.js', import.meta.url));
const SOURCE = require.resolve('msw/mockServiceWorker.js');

const MARK = '// Project change (scripts/msw-worker.mjs):';

/** [what it does, the text of msw's worker it replaces, the replacement]. */
const CHANGES = [
  [
    'constants and helpers',
    `const activeClientIds = new Set()\n`,
    `const activeClientIds = new Set()
${MARK} how long a backend request waits for the page's
// handlers to start, and who is waiting for a page to activate them.
const BACKEND_WAIT_MS = 10000
const activationWaiters = new Set()
`,
  ],
  [
    'wake requests waiting for a page',
    `      activeClientIds.add(clientId)\n`,
    `      activeClientIds.add(clientId)
      ${MARK} wake the requests waiting for a backend.
      activationWaiters.forEach((wake) => wake())
`,
  ],
  [
    'unregister only once the tab has really gone',
    `      if (remainingClients.length === 0) {
        self.registration.unregister()
      }`,
    `      ${MARK} a page that closes because its tab moves on
      // to the next page of the app is followed by that page, which is not among the clients yet.
      // Unregistering now would leave it uncontrolled, its API requests answered by the static
      // host; so look again once it has had time to arrive.
      if (remainingClients.length === 0) {
        setTimeout(unregisterWhenNoPages, BACKEND_WAIT_MS)
      }`,
  ],
  [
    'only backend requests, and never handed to the static host',
    `  // Opening the DevTools triggers the "only-if-cached" request`,
    `  ${MARK} only the mocked backend (same origin, <scope>api/
  // and <scope>uploads/) goes through the page. Scripts, styles and images load straight from the
  // network instead of waiting on the page's main thread.
  if (!isBackendRequest(event.request)) {
    return
  }

  // Opening the DevTools triggers the "only-if-cached" request`,
  ],
  [
    'backend requests are answered even while no page is active',
    `  if (activeClientIds.size === 0) {
    return
  }`,
    `  ${MARK} not for backend requests: they wait for a page
  // (see handleRequest) instead of reaching the static host, which answers index.html.`,
  ],
  [
    'wait for the page, or answer 503',
    `  const client = await resolveMainClient(event)
  const requestCloneForEvents`,
    `  ${MARK} a backend request never reaches the static
  // host. While the page's handlers start, it waits for them (up to BACKEND_WAIT_MS); past that it
  // is answered 503 with the API's JSON envelope.
  const client = await waitForActiveClient(event)
  if (!client) {
    return backendNotRunning()
  }
  const requestCloneForEvents`,
  ],
  [
    'the helpers',
    `/**
 * Resolve the main client for the given event.`,
    `${MARK} the helpers of the changes above.
function isBackendRequest(request) {
  const url = new URL(request.url)
  const scope = new URL(self.registration.scope).pathname
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith(scope + 'api/') ||
      url.pathname.startsWith(scope + 'uploads/'))
  )
}

async function waitForActiveClient(event) {
  const deadline = Date.now() + BACKEND_WAIT_MS
  for (;;) {
    const client = await resolveMainClient(event)
    if (client && activeClientIds.has(client.id)) {
      return client
    }
    const remaining = deadline - Date.now()
    if (remaining <= 0) {
      return undefined
    }
    await new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        activationWaiters.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, remaining)
      activationWaiters.add(wake)
    })
  }
}

async function unregisterWhenNoPages() {
  const pages = await self.clients.matchAll({ type: 'window' })
  if (pages.length === 0) {
    self.registration.unregister()
  }
}

function backendNotRunning() {
  return new Response(
    JSON.stringify({
      success: false,
      message: 'The in-browser backend is not running.',
    }),
    { status: 503, headers: { 'Content-Type': 'application/json' } },
  )
}

/**
 * Resolve the main client for the given event.`,
  ],
];

/** msw's worker with every change applied; throws when msw's text moved. */
export function patchedWorker(source = readFileSync(SOURCE, 'utf8')) {
  return CHANGES.reduce((text, [what, from, to]) => {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`msw-worker: "${what}": expected the text once in msw's worker, found it ${count} times.`);
    return text.replace(from, () => to);
  }, source);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = patchedWorker();
  if (process.argv.includes('--check')) {
    if (readFileSync(TARGET, 'utf8') !== next) {
      console.error('public/mockServiceWorker.js is out of date: run npm run msw:worker');
      process.exit(1);
    }
  } else {
    writeFileSync(TARGET, next);
    console.log('Wrote public/mockServiceWorker.js');
  }
}
