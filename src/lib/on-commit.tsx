// A hook point after React's first commit of a tree: placed as the last child of the app's root,
// its layout effect runs once every component above it in the tree has mounted, attached its refs
// and run its own layout effects, before the browser paints that commit.
import { useLayoutEffect, useRef } from 'react';

export function OnCommit({ onCommit }: { onCommit: () => void }) {
  // StrictMode mounts twice under vite dev: the callback still runs once.
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  }, [onCommit]);
  return null;
}
