// The worker's static routes: the backend's two prefixes below the base path to the fetch event, in
// any case, everything else to the network; an install never fails for want of the API.
import { describe, expect, it, vi } from 'vitest';
import { addNetworkRoutes, belowPattern, escapePattern, networkRoutes } from './network-routes';

class FakePattern {
  constructor(
    readonly init: object,
    readonly options?: object,
  ) {}
}

describe('network routes', () => {
  it('sends /api/ and /uploads/ below the base path to the fetch event, in any case, and the rest to the network', () => {
    const { origin, pathname } = new URL(belowPattern('/api/').pathname.replace('*', ''), location.href);
    expect(origin).toBe(location.origin);
    expect(pathname.endsWith('/api/')).toBe(true);
    expect(networkRoutes(FakePattern)).toEqual([
      { condition: { urlPattern: new FakePattern(belowPattern('/api/'), { ignoreCase: true }) }, source: 'fetch-event' },
      { condition: { urlPattern: new FakePattern(belowPattern('/uploads/'), { ignoreCase: true }) }, source: 'fetch-event' },
      { condition: { urlPattern: new FakePattern({}) }, source: 'network' },
    ]);
  });

  it('escapes what a URLPattern would read as syntax in a base path', () => {
    expect(escapePattern('/a:b(1)*/{x}+?\\/')).toBe('/a\\:b\\(1\\)\\*/\\{x\\}\\+\\?\\\\/');
  });

  it('leaves a browser without the API, or one that refuses the rules, with its fetch event for everything', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(addNetworkRoutes(new Event('install'), { URLPattern: FakePattern })).resolves.toBeUndefined();
    const refusing = Object.assign(new Event('install'), { addRoutes: vi.fn(async () => Promise.reject(new TypeError('bad rule'))) });
    await expect(addNetworkRoutes(refusing, { URLPattern: FakePattern })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    const taking = Object.assign(new Event('install'), { addRoutes: vi.fn(async () => undefined) });
    await addNetworkRoutes(taking, {});
    expect(taking.addRoutes).not.toHaveBeenCalled();
    await addNetworkRoutes(taking, { URLPattern: FakePattern });
    expect(taking.addRoutes).toHaveBeenCalledWith(networkRoutes(FakePattern));
    warn.mockRestore();
  });
});
