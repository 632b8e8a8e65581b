import { useEffect, useState } from 'react';

function scrolledPast(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/**
 * True while the window is scrolled more than `threshold` px. One passive listener, read at most
 * once per animation frame, and React only re-renders when the answer flips.
 */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(() => scrolledPast(threshold));

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
