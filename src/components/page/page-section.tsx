// A public page's section: the padded band, its container and its heading block, which names the
// section (aria-labelledby), then the section's content.
import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';

export type PageSectionProps = Omit<SectionHeadingProps, 'id' | 'className' | 'children'> & {
  /** The h2's id; the section is labelled by it. */
  id: string;
  /** Classes beside `section` on the band, e.g. 'section--muted'. */
  className?: string;
  headingClassName?: string;
  children: ReactNode;
};

export function PageSection({ id, className, headingClassName, children, ...heading }: PageSectionProps) {
  return (
    <section className={['section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} className={headingClassName} {...heading} />
        {children}
      </div>
    </section>
  );
}
