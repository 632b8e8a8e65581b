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
  children: ReactNode;
};

export function AdminSection({ title, intro, note, action, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section className="ui-resource-section" aria-labelledby={headingId}>
      <header className="ui-resource-section__header">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="ui-resource-section__intro">{intro}</p>
          {note}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
