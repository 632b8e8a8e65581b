import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { preloadRoute, routes } from './router';

/** The lazy routes under the root layout, by path. */
const pages = routes[0]!.children![0]!.children!;
const saved = pages.map((route) => route.lazy);

afterEach(() => pages.forEach((route, i) => (route.lazy = saved[i])));

/** Replaces every page's loader with a spy; returns the spies by path. */
function spyOnPages() {
  return new Map(
    pages.map((route: RouteObject) => {
      const spy = vi.fn(() => Promise.resolve({ Component: () => null }));
      if (route.lazy) route.lazy = spy;
      return [route.path, spy];
    }),
  );
}

describe('preloadRoute', () => {
  it('starts loading only the page at the path, before any router exists', () => {
    const spies = spyOnPages();
    preloadRoute('/events');
    expect(spies.get('/events')).toHaveBeenCalledTimes(1);
    for (const [path, spy] of spies) if (path !== '/events') expect(spy, path).not.toHaveBeenCalled();
  });

  it('loads nothing for an unknown path', () => {
    const spies = spyOnPages();
    preloadRoute('/no-such-page');
    expect([...spies.values()].some((spy) => spy.mock.calls.length > 0)).toBe(false);
  });
});
