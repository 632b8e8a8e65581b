// The frame of an admin resource section: its heading, a line about it, the Add button, then the
// list and the dialogs the resource gives.
import { faPlus } from '@fortawesome/free-solid-svg-icons';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import './resource.css';

export type ResourceSectionProps = {
  title: string;
  intro: ReactNode;
  /** The Add button's text, e.g. 'Add Banner'. */
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
};

export function ResourceSection({ title, intro, addLabel, onAdd, children }: ResourceSectionProps) {
  const headingId = useId();
  return (
    <section className="ui-resource-section" aria-labelledby={headingId}>
      <header className="ui-resource-section__header">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="ui-resource-section__intro">{intro}</p>
        </div>
        <Button icon={faPlus} onClick={onAdd}>
          {addLabel}
        </Button>
      </header>
      {children}
    </section>
  );
}

/** Which record the form dialog edits: none (closed), a new one (null), or an existing one. */
export type EditorState<T> = { open: false } | { open: true; record: T | null };

/** Open and close the resource's form dialog. */
export function useEditor<T>() {
  const [state, setState] = useState<EditorState<T>>({ open: false });
  return {
    state,
    add: () => setState({ open: true, record: null }),
    edit: (record: T) => setState({ open: true, record }),
    close: () => setState({ open: false }),
  };
}
