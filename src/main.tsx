import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter, preloadRoute } from '@/app/router';
import { env } from '@/config/env';
import { dropPrerender, revealAppWhenSettled } from '@/lib/prerender';
import { createQueryClient } from '@/lib/react-query';
import { getRuntimeStatus, setRuntimeStatus } from '@/lib/runtime-status';
import { guardWebStorage } from '@/lib/storage';
import { loadStoredTheme } from '@/lib/theme';
import '@/styles/tokens.css';
import '@/styles/global.css';

async function start() {
  // First of all: with site data blocked, localStorage and sessionStorage then live in memory.
  const webStorageKept = guardWebStorage().length === 0;
  loadStoredTheme();
  // The page's code downloads while the backend starts: one round trip less before the first render.
  preloadRoute(location.pathname);
  let status = getRuntimeStatus();
  if (env.ENABLE_MOCKS) {
    // The backend lives in the browser: it must answer before the first request is made. A build
    // runs it in its own service worker (in the page when the browser gives it none); vite dev runs
    // it in this page. __BACKEND_HOST__ is a literal: the build keeps one branch.
    const started =
      __BACKEND_HOST__ === 'worker'
        ? (await import('../mocks/hosts/worker-page/start')).startWorkerBackend()
        : (await import('../mocks/hosts/page/in-page')).startInPageBackend();
    status = { mocks: true, ...(await started) };
  } else {
    const { unregisterMockWorker } = await import('@/lib/mock-worker-cleanup');
    await unregisterMockWorker();
  }
  setRuntimeStatus({ ...status, persistent: status.persistent && webStorageKept });
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  void revealAppWhenSettled(router, queryClient);
}

start().catch((error: unknown) => {
  // Whatever failed, the prerendered picture must not stand in for an app that never came.
  dropPrerender();
  throw error;
});
