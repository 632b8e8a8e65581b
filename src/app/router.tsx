// The route table. Every page is its own lazily loaded chunk.
import { createBrowserRouter, data, matchRoutes, type RouteObject } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk';
import { RootLayout } from './layouts/root-layout';
import { RootErrorScreen, RouteErrorScreen } from './routes/route-error-screen';

type RouteModule = { Component: React.ComponentType };

function lazyRoute(chunkId: string, importer: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadChunk(chunkId, importer)).Component });
}

/** An unknown path is a 404 thrown below the root layout, so its error screen keeps the site's chrome. */
function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [
          { path: paths.home.path, lazy: lazyRoute('home', () => import('./routes/public/home')) },
          { path: paths.about.path, lazy: lazyRoute('about', () => import('./routes/public/about')) },
          { path: paths.services.path, lazy: lazyRoute('services', () => import('./routes/public/services')) },
          { path: paths.causes.path, lazy: lazyRoute('causes', () => import('./routes/public/causes')) },
          { path: paths.donate.path, lazy: lazyRoute('donate', () => import('./routes/public/donate')) },
          { path: paths.zakat.path, lazy: lazyRoute('zakat', () => import('./routes/public/zakat')) },
          { path: paths.events.path, lazy: lazyRoute('events', () => import('./routes/public/events')) },
          { path: paths.contact.path, lazy: lazyRoute('contact', () => import('./routes/public/contact')) },
          { path: paths.volunteer.path, lazy: lazyRoute('volunteer', () => import('./routes/public/volunteer')) },
          { path: paths.gallery.path, lazy: lazyRoute('gallery', () => import('./routes/public/gallery')) },
          { path: paths.blogPost.path, lazy: lazyRoute('blog-post', () => import('./routes/public/blog-post')) },
          { path: paths.category.path, lazy: lazyRoute('category', () => import('./routes/public/category')) },
          { path: paths.health.path, lazy: lazyRoute('health', () => import('./routes/public/health')) },
          { path: paths.developers.path, lazy: lazyRoute('developers', () => import('./routes/public/developers')) },
          { path: paths.login.path, lazy: lazyRoute('login', () => import('./routes/admin/login')) },
          { path: paths.adminDashboard.path, lazy: lazyRoute('admin-dashboard', () => import('./routes/admin/dashboard')) },
          { path: paths.adminBlogPosts.path, lazy: lazyRoute('admin-blog-posts', () => import('./routes/admin/blog-posts')) },
          { path: paths.bannerPreview.path, lazy: lazyRoute('banner-preview', () => import('./routes/admin/banner-preview')) },
          // element: null only tells the router the route draws nothing itself (no empty-route warning).
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
];

/** The router's basename is the build's base path without its trailing slash ('' at a root). */
export const routerBasename = env.BASE_URL.replace(/\/$/, '') || '/';

/**
 * The browser's router. `hydrating`: the page holds the build's HTML (src/app/static-page.tsx),
 * rendered by a static router with no loader data; the router starts from that state, loads the
 * page's lazy route, and then reports itself initialized (whenInitialized).
 */
export function createAppRouter(hydrating = false) {
  return createBrowserRouter(routes, {
    basename: routerBasename,
    ...(hydrating ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {}),
  });
}

/** Resolves once the router has loaded the current route (its lazy chunks): the first render can then hydrate. */
export function whenInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts loading the chunks of the page at `pathname` before the router exists (main.tsx calls it
 * while the backend starts), so the router finds them loaded instead of asking for them only then.
 * A failure is left to the router's own load, which shows it.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname, routerBasename) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
