// False in the HTML the build renders and while React hydrates it, true from the render after
// (and in any render the browser makes alone): for what the first paint should leave out.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// Without a gate above it, a tree is the browser's own render: live at once.
const HydratedContext = createContext(true);

/**
 * Wraps a tree whose first render must be the build's HTML (the prerender, and the browser's
 * hydration of it). Once the hydration has committed, the tree turns live in a transition, so the
 * components that change then re-render in slices instead of one long task: useSyncExternalStore's
 * server snapshot would force that re-render synchronously, inside the hydration's effects.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
