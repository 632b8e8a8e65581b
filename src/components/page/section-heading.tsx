// The heading block of a public section: the small eyebrow line over the h2, then its text or
// whatever the section puts under them (a lead, a list, a button).
import type { ReactNode } from 'react';

export type SectionHeadingProps = {
  eyebrow: ReactNode;
  title: ReactNode;
  /** The h2's id, for the section's aria-labelledby. */
  id?: string;
  /** One paragraph under the title. */
  text?: ReactNode;
  /** The block's classes; the centred `section-header` unless a layout column holds the heading. */
  className?: string;
  children?: ReactNode;
};

export function SectionHeading({ eyebrow, title, id, text, className = 'section-header', children }: SectionHeadingProps) {
  return (
    <div className={className}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {children}
    </div>
  );
}
