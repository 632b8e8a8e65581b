// A public page that lists one resource: the page header, then one section holding the list, with
// the list's loading and empty states (the loading label shown beside the spinner).
import type { ReactNode } from 'react';
import { ListStates, type ListStatesProps } from '@/components/ui/list-states';
import { PageHeader } from './page-header';
import { PageSection, type PageSectionProps } from './page-section';

export type ListPageProps = Omit<PageSectionProps, 'children'> & {
  /** The page header's title. */
  header: string;
  list: Omit<ListStatesProps, 'showLabel' | 'children'>;
  children: ReactNode;
};

export function ListPage({ header, list, children, ...section }: ListPageProps) {
  return (
    <>
      <PageHeader title={header} />
      <PageSection {...section}>
        <ListStates showLabel {...list}>
          {children}
        </ListStates>
      </PageSection>
    </>
  );
}
