import './spinner.css';

export type SpinnerProps = {
  /** Announced to screen readers; shown beside the spinner when showLabel is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Centres the spinner in its own padded block (page and section loading states). */
  block?: boolean;
  className?: string;
};

export function Spinner({ label = 'Loading...', showLabel = false, size = 'md', block = false, className }: SpinnerProps) {
  const classes = ['ui-spinner', `ui-spinner--${size}`, block && 'ui-spinner--block', className].filter(Boolean).join(' ');
  return (
    <span role="status" className={classes}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}
