// A whole admin section for a resource kept in a table (banners, services): the frame with its Add
// button, the list's loading and error states, the table with its row actions, and the form dialog
// for adding and editing. The resource is a definition: texts, columns, hooks and its form.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { DataTableColumn, SortState } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import type { ResourceFormProps } from './resource-form-dialog';
import { ResourceSection, useEditor } from './resource-section';
import { ResourceTable, type ResourceRecord } from './resource-table';
import type { ResourceTexts } from './resource-texts';
import type { IdMutation } from './row-actions';

/** Spec: the admin banner and service tables show 5 rows per page. */
const PAGE_SIZE = 5;

export type TableResource<T extends ResourceRecord> = {
  /** The section's heading, e.g. 'Banner Management'. */
  title: string;
  intro: string;
  texts: ResourceTexts<T>;
  /** The record's columns; the Actions column is added after them. Sorted first by initialSort. */
  columns: readonly DataTableColumn<T>[];
  initialSort: SortState;
  useList: () => UseQueryResult<T[]>;
  useDelete: () => IdMutation<unknown>;
  useToggle: () => IdMutation<{ is_active?: boolean } | undefined>;
  Form: ComponentType<ResourceFormProps<T>>;
};

export type ResourceTableSectionProps<T extends ResourceRecord> = {
  resource: TableResource<T>;
  /** A View button for a row (a preview), shown before Edit. */
  renderView?: (record: T) => ReactNode;
  /** More the section holds, e.g. the preview's dialog. */
  children?: ReactNode;
};

export function ResourceTableSection<T extends ResourceRecord>({ resource, renderView, children }: ResourceTableSectionProps<T>) {
  const { texts, Form } = resource;
  const query = resource.useList();
  const remove = resource.useDelete();
  const toggle = resource.useToggle();
  const editor = useEditor<T>();

  return (
    <ResourceSection title={resource.title} intro={resource.intro} addLabel={texts.addLabel} onAdd={editor.add}>
      <QueryState query={query} loadingLabel={texts.loading}>
        {(rows) => (
          <ResourceTable
            columns={resource.columns}
            rows={rows}
            pageSize={PAGE_SIZE}
            initialSort={resource.initialSort}
            texts={texts}
            remove={remove}
            toggle={toggle}
            onEdit={editor.edit}
            renderView={renderView}
          />
        )}
      </QueryState>
      <Form open={editor.state.open} record={editor.state.open ? editor.state.record : null} onClose={editor.close} />
      {children}
    </ResourceSection>
  );
}
