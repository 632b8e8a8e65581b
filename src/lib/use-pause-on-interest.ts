// A carousel stops turning while the pointer is over it or the focus is inside it (WCAG 2.2.2):
// the hero banners and the services slider.
import { useState, type FocusEvent } from 'react';

export function usePauseOnInterest() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    /** Spread on the carousel's root element. */
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
