// After a multi-step form is sent and reset (the donate wizard, the volunteer form), the page would
// stay where the last step's button was: an empty form seen from halfway down. This brings the
// form's top into view and puts focus on its heading, so sighted and screen-reader users both
// start again from the top.
import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Returns the function to call when the form has been reset (on the success dialog's Continue).
 * Runs after that dialog has closed, so its own focus return and scroll unlock come first.
 */
export function useReturnToTop(top: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    // The element's scroll-margin-top keeps it clear of the sticky header.
    top.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [requests, top, heading]);

  return useCallback(() => setRequests((n) => n + 1), []);
}
