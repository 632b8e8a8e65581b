// The admin table of an image resource (banners, services): sortable, paginated, with the row
// actions Edit, Toggle status (after a confirmation) and Delete (after a confirmation), and an
// optional View first.
import { faPenToSquare, faToggleOff, faToggleOn, faTrash } from '@fortawesome/free-solid-svg-icons';
import type { ReactNode } from 'react';
import { RowAction } from '@/components/ui/row-action';
import { DataTable, type DataTableColumn, type SortState } from '@/components/ui/data-table';
import { truncate } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-href';
import { busyIdOf, useDeleteRecord, useToggleRecord, type DeleteTexts, type IdMutation, type ToggleTexts } from './row-actions';
import './resource.css';

export type ResourceRecord = { id: number; image_url: string; is_active: boolean };

export type ResourceTableProps<T extends ResourceRecord> = {
  rows: readonly T[];
  /** The record's own columns; the Actions column is added after them. */
  columns: readonly DataTableColumn<T>[];
  pageSize: number;
  initialSort: SortState;
  /** caption: the table's (screen reader) caption, e.g. 'Banners'; its pagination is '{caption} pages'. */
  texts: DeleteTexts<T> & ToggleTexts<T> & { caption: string; empty: string };
  remove: IdMutation<unknown>;
  toggle: IdMutation<{ is_active?: boolean } | undefined>;
  onEdit: (record: T) => void;
  /** A View button (a preview), shown before Edit. */
  renderView?: (record: T) => ReactNode;
};

export function ResourceTable<T extends ResourceRecord>({
  rows,
  columns,
  pageSize,
  initialSort,
  texts,
  remove,
  toggle,
  onEdit,
  renderView,
}: ResourceTableProps<T>) {
  const handleDelete = useDeleteRecord(remove, texts);
  const handleToggle = useToggleRecord(toggle, texts);
  const busyId = busyIdOf(remove, toggle);

  const actions: DataTableColumn<T> = {
    key: 'actions',
    header: 'Actions',
    actions: true,
    render: (record) => {
      const busy = busyId === record.id;
      return (
        <div className="ui-resource-actions">
          {renderView?.(record)}
          <RowAction icon={faPenToSquare} label="Edit" disabled={busy} onClick={() => onEdit(record)} />
          <RowAction
            icon={record.is_active ? faToggleOn : faToggleOff}
            label="Toggle status"
            title={record.is_active ? 'Deactivate' : 'Activate'}
            className={record.is_active ? 'ui-resource-actions__on' : 'ui-resource-actions__off'}
            isLoading={busy && toggle.isPending}
            disabled={busy}
            onClick={() => void handleToggle(record)}
          />
          <RowAction
            icon={faTrash}
            label="Delete"
            className="ui-resource-actions__delete"
            isLoading={busy && remove.isPending}
            disabled={busy}
            onClick={() => void handleDelete(record)}
          />
        </div>
      );
    },
  };

  return (
    <DataTable
      caption={texts.caption}
      columns={[...columns, actions]}
      rows={rows}
      getRowId={(record) => record.id}
      pageSize={pageSize}
      initialSort={initialSort}
      emptyText={texts.empty}
      paginationLabel={`${texts.caption} pages`}
    />
  );
}

/** The record's image as a small thumbnail `width` px wide (54 px high), or an empty box. */
export function thumbnailColumn<T extends ResourceRecord>(width: number): DataTableColumn<T> {
  return {
    key: 'image',
    header: 'Image',
    render: (record) => {
      const src = safeImageSrc(record.image_url);
      return src ? (
        <img className="ui-resource-thumb" style={{ width }} src={src} alt="" width={width} height={54} loading="lazy" />
      ) : (
        <span className="ui-resource-thumb" style={{ width }} aria-hidden="true" />
      );
    },
  };
}

/** The description cut to the spec's preview length ('...' after it). */
export function descriptionColumn<T extends { description: string }>(preview: number): DataTableColumn<T> {
  return {
    key: 'description',
    header: 'Description',
    render: (record) => <span className="ui-resource-cell__text">{truncate(record.description, preview)}</span>,
  };
}

/** Active or Inactive as a badge; sorts by the flag. */
export function statusColumn<T extends ResourceRecord>(): DataTableColumn<T> {
  return {
    key: 'is_active',
    header: 'Status',
    sortable: true,
    render: (record) => (
      <span className={`badge ${record.is_active ? 'badge--success' : 'badge--danger'}`}>{record.is_active ? 'Active' : 'Inactive'}</span>
    ),
  };
}
