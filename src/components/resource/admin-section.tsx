// The frame of every admin section: its heading and a line about it, an optional note under them
// and an action beside them (an Add or Create button), then the section's own content.
import { useId, type ReactNode } from 'react';
import './resource.css';

export type AdminSectionProps = {
  title: string;
  intro: ReactNode;
  /** Shown under the intro, e.g. why a viewer may not change anything. */
  note?: ReactNode;
  /** Shown beside the heading, e.g. the Add button. */
  action?: ReactNode;
  /** 1 when the section is the whole page (its heading is the page's only h1); 2 under a dashboard. */
  headingLevel?: 1 | 2;
  children: ReactNode;
};

export function AdminSection({ title, intro, note, action, headingLevel = 2, children }: AdminSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="ui-resource-section" aria-labelledby={headingId}>
      <header className="ui-resource-section__header">
        <div>
          <Heading id={headingId}>{title}</Heading>
          <p className="ui-resource-section__intro">{intro}</p>
          {note}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
