import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

function scrolledPast(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/**
 * True while the window is scrolled more than `threshold` px. One passive listener, read at most
 * once per animation frame, and React only re-renders when the answer flips.
 */
export function useScrollPast(threshold: number): boolean {
  // While React adopts the build's HTML, the answer is the build's (not scrolled): a visitor who
  // scrolled, or focused a field below the fold, before then must not make the page mismatch.
  const hydrated = useHydrated();
  const [past, setPast] = useState(() => hydrated && scrolledPast(threshold));

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(scrolledPast(threshold));
    };
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(update);
    };
    // The page may already be scrolled (reload, back navigation) before we subscribe. Read in the
    // next frame: reading scrollY right after a commit would force an extra layout of the page.
    frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
