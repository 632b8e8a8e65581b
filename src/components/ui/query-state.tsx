// The three states of a section's list: loading, failed (with a retry), and the loaded content.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Announced (and shown) while the first load runs, e.g. 'Loading banners...'. */
  loadingLabel: string;
  /** What a failed load says; the error's own message by default. */
  errorMessage?: (error: Error) => ReactNode;
  retryLabel?: string;
  children: (data: T) => ReactNode;
};

export function QueryState<T>({ query, loadingLabel, errorMessage, retryLabel = 'Try again', children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner block label={loadingLabel} showLabel />;
  if (query.isError) {
    return (
      <EmptyState
        message={errorMessage ? errorMessage(query.error) : query.error.message}
        action={
          <Button variant="outline" isLoading={query.isFetching} onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      />
    );
  }
  return children(query.data);
}
