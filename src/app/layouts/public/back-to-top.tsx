import { faArrowUp } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { useScrollPast } from './use-scroll-past';

/** Spec §9: the button shows once the page is scrolled more than this. */
export const BACK_TO_TOP_THRESHOLD = 300;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Floating button that returns to the top of the page. */
export function BackToTop() {
  const visible = useScrollPast(BACK_TO_TOP_THRESHOLD);
  if (!visible) return null;

  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name={faArrowUp} />
    </button>
  );
}
