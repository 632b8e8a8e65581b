// A public page rendered to HTML by React in Node (build/prerender.ts, through src/prerender-pages.ts),
// with the query data it was rendered from. The tree is main.tsx's, with the router's static
// twin, so the browser's first render of the same data is the same markup and hydrates it.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routerBasename, routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { HydrationGate } from '@/lib/use-hydrated';

export interface StaticPage {
  html: string;
  state: DehydratedState;
}

/** A page whose queries still ask for more after this many passes is a bug, not a slow backend. */
const MAX_PASSES = 5;

async function renderOnce(url: URL, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes, { basename: routerBasename });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname}: the router answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${url.pathname}: the route failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // An error under a Suspense boundary would only be logged, and the page left to the browser: fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HydrationGate>
        <AppProvider queryClient={queryClient}>
          {/* hydrate={false}: no inline script; main.tsx gives the browser's router its (empty) loader data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </HydrationGate>
    </StrictMode>,
    // No boundary outlined into a script-driven patch however large it is: the page is one document.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`${url.pathname}: the render failed`, { cause: errors[0] });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders until the page asks for no data it does not have and waits for no code: a render in Node
 * creates its queries but does not fetch them, so each pass fetches what the last one asked for
 * (data that arrived may render components with queries or lazy code of their own).
 */
export async function renderStaticPage(url: URL): Promise<StaticPage> {
  const queryClient = createQueryClient();
  let waiting = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = await renderOnce(url, queryClient);
    const missing = queryClient
      .getQueryCache()
      .getAll()
      // Not isDisabled(): in Node no observer subscribes, so every query not yet fetched counts as disabled.
      .filter((query) => query.state.status === 'pending');
    // '<!--$?-->': a Suspense boundary still waiting when the HTML around it was written (a lazy
    // component met for the first time), sent as a script-driven patch; the next pass has its code.
    if (missing.length === 0 && !html.includes('<!--$?-->')) {
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'error');
      if (failed.length) throw new Error(`${url.pathname}: ${failed.map((q) => JSON.stringify(q.queryKey)).join(', ')} failed`);
      return { html, state: dehydrate(queryClient) };
    }
    waiting = [...missing.map((query) => JSON.stringify(query.queryKey)), ...(html.match(/<!--\$\?-->.{0,120}/g) ?? [])].join(', ');
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
  throw new Error(`${url.pathname}: still asking for data or code after ${MAX_PASSES} renders: ${waiting}`);
}
