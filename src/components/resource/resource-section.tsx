// The frame of an admin resource section: its heading, a line about it, the Add button, then the
// list and the dialogs the resource gives.
import { faPlus } from '@fortawesome/free-solid-svg-icons';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AdminSection } from './admin-section';

export type ResourceSectionProps = {
  title: string;
  headingLevel?: 1 | 2;
  intro: ReactNode;
  /** The Add button's text, e.g. 'Add Banner'. */
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
};

export function ResourceSection({ title, headingLevel, intro, addLabel, onAdd, children }: ResourceSectionProps) {
  return (
    <AdminSection
      title={title}
      headingLevel={headingLevel}
      intro={intro}
      action={
        <Button icon={faPlus} onClick={onAdd}>
          {addLabel}
        </Button>
      }
    >
      {children}
    </AdminSection>
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
