// False in the HTML the build renders and while React hydrates it, true from the render after
// (and in any render the browser makes alone): for what the first paint should leave out.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
