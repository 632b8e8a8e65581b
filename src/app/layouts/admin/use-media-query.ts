import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The admin's wide layout: the sidebar sits beside the content instead of over it. */
export const WIDE_QUERY = '(min-width: 1024px)';
