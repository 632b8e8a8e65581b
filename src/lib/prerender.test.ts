import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPrerender, PRERENDER_HOST_ID, PRERENDERED_CLASS, revealAppWhenSettled } from './prerender';

function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    state: { initialized: false, navigation: { state: 'idle' } },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      this.state = { initialized: true, navigation: { state: 'idle' } };
      listeners.forEach((l) => l());
    },
  };
}

function showPicture() {
  const host = document.createElement('div');
  host.id = PRERENDER_HOST_ID;
  document.body.append(host);
  document.documentElement.classList.add(PRERENDERED_CLASS);
}

const pictureShown = () =>
  document.documentElement.classList.contains(PRERENDERED_CLASS) || document.getElementById(PRERENDER_HOST_ID) !== null;

describe('revealAppWhenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    dropPrerender();
  });

  it('shows the app at once when the page was not prerendered', async () => {
    const host = document.createElement('div');
    host.id = PRERENDER_HOST_ID;
    document.body.append(host); // a picture the inline script chose not to show (a repeat visit)
    await revealAppWhenSettled(fakeRouter(), new QueryClient());
    expect(pictureShown()).toBe(false);
  });

  it('keeps the picture until the route has loaded and no query is loading', async () => {
    showPicture();
    const router = fakeRouter();
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    const revealed = vi.fn();
    void revealAppWhenSettled(router, client).then(revealed);

    await vi.advanceTimersByTimeAsync(200);
    expect(pictureShown()).toBe(true); // route not loaded, no data asked for yet

    router.load();
    void client.fetchQuery({ queryKey: ['banners'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(pictureShown()).toBe(true); // the banners are still loading

    answer('ok');
    await vi.advanceTimersByTimeAsync(10);
    expect(pictureShown()).toBe(true); // data that just arrived may start more queries: wait a moment
    await vi.advanceTimersByTimeAsync(100);
    expect(pictureShown()).toBe(false);
    expect(revealed).toHaveBeenCalledTimes(1);
  });

  it('waits for a query started by data that just arrived', async () => {
    showPicture();
    const router = fakeRouter();
    const client = new QueryClient();
    void revealAppWhenSettled(router, client);
    router.load();
    await client.fetchQuery({ queryKey: ['first'], queryFn: () => 'one' });
    await vi.advanceTimersByTimeAsync(20);
    void client.fetchQuery({ queryKey: ['second'], queryFn: () => new Promise((r) => setTimeout(() => r('two'), 500)) });
    await vi.advanceTimersByTimeAsync(300);
    expect(pictureShown()).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(pictureShown()).toBe(false);
  });

  it('never keeps the picture longer than five seconds', async () => {
    showPicture();
    const router = fakeRouter();
    const client = new QueryClient();
    void revealAppWhenSettled(router, client);
    router.load();
    void client.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(4900);
    expect(pictureShown()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(pictureShown()).toBe(false);
  });
});
