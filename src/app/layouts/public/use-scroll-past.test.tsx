// The sticky header and back-to-top read the scroll position, which the build's HTML cannot know:
// a visitor who scrolls (or focuses a field below the fold) before React adopts the page must not
// make the hydration mismatch, which would make React throw the page away and render it afresh.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { HydrationGate } from '@/lib/use-hydrated';
import { useScrollPast } from './use-scroll-past';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Header() {
  const sticky = useScrollPast(40);
  return <header data-sticky={sticky ? 'true' : 'false'}>{sticky ? <span>Sticky</span> : null}</header>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

it('adopts the build’s unscrolled header on a scrolled page, then follows the scroll', async () => {
  const container = document.createElement('div');
  // As main.tsx and the prerender do: the build's render and the hydration under a gate.
  const page = (
    <HydrationGate>
      <Header />
    </HydrationGate>
  );
  container.innerHTML = renderToString(page);
  document.body.append(container);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(container.querySelector('header')).toHaveAttribute('data-sticky', 'true');
});
