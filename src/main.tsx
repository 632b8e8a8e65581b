import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter, preloadRoute, whenInitialized } from '@/app/router';
import { env } from '@/config/env';
import { holdRequestsUntil } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk';
import { clearPrerendered, PRERENDERED_ATTRIBUTE, prerenderedState } from '@/lib/prerendered-page';
import { replayEarlyInput, takeEarlyInput } from '@/lib/early-input/replay';
import { OnCommit } from '@/lib/on-commit';
import { HydrationGate } from '@/lib/use-hydrated';
import { createQueryClient } from '@/lib/react-query';
import { getRuntimeStatus, setRuntimeStatus, type RuntimeStatus } from '@/lib/runtime-status';
import { guardWebStorage } from '@/lib/storage';
import { loadStoredTheme } from '@/lib/theme';
import '@/styles/tokens.css';
import '@/styles/global.css';

/** Starts the backend: the in-browser one, or none (a real backend: an old mock worker is removed). */
async function startBackend(webStorageKept: boolean): Promise<void> {
  let status: RuntimeStatus = getRuntimeStatus();
  if (env.ENABLE_MOCKS) {
    // A build runs it in its own service worker (in the page when the browser gives it none); vite
    // dev runs it in this page. __BACKEND_HOST__ is a literal: the build keeps one branch.
    const started =
      __BACKEND_HOST__ === 'worker'
        ? (await loadChunk('backend-start', () => import('../mocks/hosts/worker-page/start'))).startWorkerBackend()
        : (await loadChunk('backend-in-page', () => import('../mocks/hosts/page/in-page'))).startInPageBackend();
    status = { mocks: true, ...(await started) };
  } else {
    const { unregisterMockWorker } = await import('@/lib/mock-worker-cleanup');
    await unregisterMockWorker();
  }
  setRuntimeStatus({ ...status, persistent: status.persistent && webStorageKept });
}

async function start() {
  // First of all: with site data blocked, localStorage and sessionStorage then live in memory.
  const webStorageKept = guardWebStorage().length === 0;
  loadStoredTheme();
  // The page's code downloads while the backend starts: one round trip less before the first render.
  preloadRoute(location.pathname);
  // The entry's evaluation is a long task already: the rest of the start runs in the next one, so
  // that neither blocks input for long on a slow device (README, "The start in a task of its own").
  await new Promise((resolve) => setTimeout(resolve, 0));
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const provided = (router: ReturnType<typeof createAppRouter>) => (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const prerendered = prerenderedState(root);
  if (!prerendered) {
    // The build's HTML stays hidden on this visit (prerendered-page.ts): nothing was done to it.
    takeEarlyInput(window);
    // The app cannot render before its backend answers; the build's HTML (if any) is not this visit's.
    await startBackend(webStorageKept);
    // Made once the backend has started, which takes its parameters (?reset=1, ?fault=, ...) out of
    // the address: the router starts from the address as it stays. preloadRoute has the code coming.
    const router = createAppRouter();
    await whenInitialized(router);
    clearPrerendered(root);
    // The first render is the page's own: never the router's empty stand-in while its code loads
    // (which React Router also warns about, as a missing HydrateFallback). In a transition, as the
    // hydration below: React renders the page in slices instead of one long blocking task.
    startTransition(() => createRoot(root).render(<StrictMode>{provided(router)}</StrictMode>));
    return;
  }
  // A first visit to a prerendered page: the app adopts the build's HTML as soon as its code is in,
  // from the data it was rendered from, whatever the backend is doing. Then, in the hydration's own
  // commit, what the visitor typed or tapped meanwhile is carried out (early-input/), and only then
  // does the backend start: its start is main-thread work the hydration need not wait behind. The
  // page's data is older than any staleTime, so every query refetches at mount; requests wait for
  // the backend (holdRequestsUntil), whose answers then replace the build's.
  let live = () => {};
  const hydrated = new Promise<void>((resolve) => (live = resolve));
  const started = hydrated.then(() => startBackend(webStorageKept));
  holdRequestsUntil(started);
  hydrate(queryClient, prerendered);
  const router = createAppRouter(true);
  await whenInitialized(router);
  const onHydrated = () => {
    replayEarlyInput(takeEarlyInput(window));
    live();
  };
  // In a transition: React then hydrates in slices, yielding to the browser between them, instead
  // of one long task that would hold back input and paint (Lighthouse's Total Blocking Time).
  startTransition(() => {
    const app = (
      <StrictMode>
        <HydrationGate>{provided(router)}</HydrationGate>
        <OnCommit onCommit={onHydrated} />
      </StrictMode>
    );
    hydrateRoot(root, app, {
      // Named, so that a mismatch between the build's HTML and this render shows in the console (e2e checks none does).
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  await started;
}

start().catch((error: unknown) => {
  // Whatever failed, the build's HTML must not stand in for an app that never came (a hydrated page has let it go).
  const root = document.getElementById('root');
  if (root) clearPrerendered(root);
  throw error;
});
