// A first visit to a public page paints a build-time picture of it (scripts/prerender.mjs) while
// the in-browser backend boots. The app renders hidden underneath and takes its place once its
// route and first data have loaded, so the swap shows no loading state and shifts nothing.
import type { QueryClient } from '@tanstack/react-query';

/** Set on <html> by the inline script of a prerendered page when the picture is shown. */
export const PRERENDERED_CLASS = 'prerendered';
/** The element holding the picture (a closed shadow root, out of reach of clicks and locators). */
export const PRERENDER_HOST_ID = 'prerender';
/** Quiet time after the last router or query event before the app is shown. */
const SETTLE_MS = 50;
/** The picture never outlives this, even if some request hangs. */
const MAX_WAIT_MS = 5_000;

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: () => void): () => void;
}

/** Every public page reads the site settings, so an empty cache means the page has not rendered yet. */
function dataSettled(queryClient: QueryClient): boolean {
  const queries = queryClient.getQueryCache().getAll();
  return (
    queries.length > 0 &&
    queries.every((q) => q.state.fetchStatus !== 'fetching' && (q.state.status !== 'pending' || q.isDisabled()))
  );
}

/** Removes the picture and shows the app as it is (also when the app failed to start). */
export function dropPrerender(doc: Document = document): void {
  doc.getElementById(PRERENDER_HOST_ID)?.remove();
  doc.documentElement.classList.remove(PRERENDERED_CLASS);
}

/**
 * Shows the app in place of the prerendered picture once the router has loaded the route and no
 * query is loading; at once when the page was not prerendered. Returns a promise for tests.
 */
export function revealAppWhenSettled(router: RouterLike, queryClient: QueryClient, doc: Document = document): Promise<void> {
  const reveal = () => dropPrerender(doc);
  if (!doc.documentElement.classList.contains(PRERENDERED_CLASS) || !doc.getElementById(PRERENDER_HOST_ID)) {
    reveal();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const cleanups: Array<() => void> = [];
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      cleanups.forEach((stop) => stop());
      reveal();
      resolve();
    };
    const check = () => {
      clearTimeout(quiet);
      const { initialized, navigation } = router.state;
      if (!initialized || navigation.state !== 'idle' || !dataSettled(queryClient)) return;
      // Wait a moment: data that just arrived may mount components that start new queries.
      quiet = setTimeout(() => {
        if (dataSettled(queryClient)) finish();
      }, SETTLE_MS);
    };
    const deadline = setTimeout(finish, MAX_WAIT_MS);
    cleanups.push(router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    check();
  });
}
