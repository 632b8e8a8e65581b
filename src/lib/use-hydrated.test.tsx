import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@/testing/test-utils';
import { HydrationGate, useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useHydrated() ? 'live' : 'as built'}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

it('is false in the build’s HTML and while React adopts it, then true', async () => {
  const page = (
    <HydrationGate>
      <Probe />
    </HydrationGate>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  expect(container.textContent).toBe('as built');
  const mismatches: unknown[] = [];
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, characterData: true, childList: true });
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  observer.disconnect();
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('live');
  expect(seen).toEqual(['live']);
  container.remove();
});

it('is true at once in a render the browser makes alone', () => {
  render(<Probe />);
  expect(screen.getByText('live')).toBeInTheDocument();
});
