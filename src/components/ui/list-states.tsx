// A public list's three states: a spinner while it loads, a message when it has nothing to show,
// else the list itself.
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export type ListStatesProps = {
  pending: boolean;
  loadingLabel: string;
  /** Show the loading label beside the spinner, not only to screen readers. */
  showLabel?: boolean;
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
};

export function ListStates({ pending, loadingLabel, showLabel, empty, emptyMessage, children }: ListStatesProps) {
  if (pending) return <Spinner block showLabel={showLabel} label={loadingLabel} />;
  return empty ? <EmptyState message={emptyMessage} /> : children;
}
