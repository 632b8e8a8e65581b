import { faSort, faSortDown, faSortUp } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CsvCell, CsvColumn } from '@/lib/csv-export';
import { tableCsvColumns } from './data-table-csv';
import { ExportCsvButton } from './export-csv-button';
import { Icon } from './icon';
import { paginate } from './paginate';
import { Pagination } from './pagination';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { SortBySelect } from './sort-by-select';
import './data-table.css';

export type RowId = string | number;
export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };
export type SortValue = string | number | boolean | Date | null | undefined;

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  sortable?: boolean;
  /** Value to sort by; defaults to row[key]. Numbers sort numerically, strings naturally ('2' < '10'). */
  sortValue?: (row: T) => SortValue;
  render: (row: T) => ReactNode;
  /** Class on this column's cells. */
  className?: string;
  headerClassName?: string;
  /** Render the cell as <th scope="row"> (the column that names the row; the card's title on phones). */
  rowHeader?: boolean;
  /** The row's buttons: pinned to the table's right edge when it scrolls, the card's footer on phones. */
  actions?: boolean;
  /** The field's name on a phone's card; defaults to the header when that is a string. */
  label?: string;
  /** What 'Export CSV' writes in this column, under its header; without it the column is not exported. */
  csv?: (row: T) => CsvCell;
  /** The file's header for `csv`, when the screen's header names the whole stacked cell ('Contact': 'Email'). */
  csvHeader?: string;
  /** More CSV columns, right after this one, for the other values its cell stacks (phone, address ...). */
  csvParts?: readonly CsvColumn<T>[];
};

export type DataTableSelection = {
  selectedIds: ReadonlySet<RowId>;
  onChange: (selectedIds: Set<RowId>) => void;
};

export type DataTableProps<T> = {
  caption: string;
  /** The caption is for screen readers only (default), as pages usually show their own heading. */
  captionHidden?: boolean;
  /** Keep this array stable (module constant or useMemo) so sorting is not redone every render. */
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  /** Paginate with this many rows per page. */
  pageSize?: number;
  initialSort?: SortState;
  emptyText: ReactNode;
  selectable?: DataTableSelection;
  /** Controlled page (1-based); omit to let the table keep it. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** When this value changes (e.g. the search text), the table goes back to page 1. */
  pageResetKey?: unknown;
  /** Accessible name of the pagination <nav>; default '{caption} pagination'. */
  paginationLabel?: string;
  className?: string;
  /**
   * Shows 'Export CSV' above the table, writing `{exportName}-{YYYY-MM-DD}.csv`: every row the
   * table holds (all pages) in its current order, or only the selected ones when some are.
   */
  exportName?: string;
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function normalize(value: SortValue): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  return value ?? '';
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Stable sort; each row's key is computed once (10,000 rows sort in a few ms). */
export function sortRows<T>(rows: readonly T[], getValue: (row: T) => SortValue, direction: SortDirection): T[] {
  const keyed = rows.map((row, index) => ({ row, index, value: normalize(getValue(row)) }));
  const sign = direction === 'asc' ? 1 : -1;
  keyed.sort((x, y) => compareValues(x.value, y.value) * sign || x.index - y.index);
  return keyed.map((entry) => entry.row);
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function classNames(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/** The name each cell shows before its value when rows are cards (data-label, read by CSS). */
function cardLabel<T>(column: DataTableColumn<T>): string | undefined {
  if (column.actions || column.rowHeader) return undefined;
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

export function DataTable<T>({
  caption,
  captionHidden = true,
  columns,
  rows,
  getRowId,
  pageSize,
  initialSort,
  emptyText,
  selectable,
  page: controlledPage,
  onPageChange,
  pageResetKey,
  paginationLabel,
  className,
  exportName,
}: DataTableProps<T>) {
  const captionId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  // A table wider than the screen scrolls sideways; only then is its wrapper a focusable, named
  // region, so keyboard users can scroll it without an extra tab stop on every table.
  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [internalPage, setInternalPage] = useState(1);
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);

  const setPage = (next: number) => {
    if (controlledPage === undefined) setInternalPage(next);
    onPageChange?.(next);
  };

  // Adjusting state while rendering (not in an effect) avoids one render with a stale page.
  if (!Object.is(seenResetKey, pageResetKey)) {
    setSeenResetKey(pageResetKey);
    if (controlledPage === undefined) setInternalPage(1);
  }

  const sortColumn = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const sortKey = sortColumn?.key;
  const sortValue = sortColumn?.sortValue;
  const direction = sort?.direction ?? 'asc';

  const sortedRows = useMemo(() => {
    if (!sortKey) return rows;
    const getValue = sortValue ?? ((row: T) => (row as Record<string, unknown>)[sortKey] as SortValue);
    return sortRows(rows, getValue, direction);
  }, [rows, sortKey, sortValue, direction]);

  const current = useMemo(
    () => paginate(sortedRows, controlledPage ?? internalPage, pageSize ?? Number.POSITIVE_INFINITY),
    [sortedRows, controlledPage, internalPage, pageSize],
  );

  // Phones show rows as cards (data-table.css) and sort with one "Sort by" select instead of header buttons.
  const phone = useMediaQuery(PHONE_QUERY);
  const sortChoices = columns.flatMap((column) => {
    const label = column.label ?? (typeof column.header === 'string' ? column.header : undefined);
    return column.sortable && label ? [{ key: column.key, label }] : [];
  });

  const toggleSort = (key: string) => {
    setSort((prev) => (prev?.key === key ? { key, direction: prev.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' }));
    setPage(1);
  };

  const pageIds = current.items.map(getRowId);
  const selectedOnPage = selectable ? pageIds.filter((id) => selectable.selectedIds.has(id)).length : 0;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;

  const toggleAll = () => {
    if (!selectable) return;
    const next = new Set(selectable.selectedIds);
    for (const id of pageIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selectable.onChange(next);
  };

  const toggleRow = (id: RowId) => {
    if (!selectable) return;
    const next = new Set(selectable.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selectable.onChange(next);
  };

  const columnCount = columns.length + (selectable ? 1 : 0);

  const csvColumns = useMemo(() => tableCsvColumns(columns), [columns]);
  // Read on click, not on every render: the selection can span 10,000 rows.
  const rowsToExport = () => {
    const selectedRows = selectable ? sortedRows.filter((row) => selectable.selectedIds.has(getRowId(row))) : [];
    return selectedRows.length > 0 ? { rows: selectedRows, selected: true } : { rows: sortedRows, selected: false };
  };

  return (
    <div className={classNames('ui-data-table', className)}>
      {exportName !== undefined && (
        <div className="ui-data-table__toolbar">
          <ExportCsvButton name={exportName} columns={csvColumns} rows={rowsToExport} />
        </div>
      )}
      {phone && sortChoices.length > 0 && <SortBySelect choices={sortChoices} sort={sort} onChange={setSort} />}
      <div
        ref={wrapRef}
        className={classNames('ui-table-wrap', overflowing && 'ui-table-wrap--overflowing')}
        role={overflowing ? 'region' : undefined}
        aria-labelledby={overflowing ? captionId : undefined}
        tabIndex={overflowing ? 0 : undefined}
      >
        <table className="ui-table">
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="ui-table__select">
                  {/* The wrapping label makes a 44 px target around the small box. */}
                  <label className="ui-table__check">
                    <input
                      type="checkbox"
                      aria-label="Select all"
                      checked={allSelected}
                      disabled={pageIds.length === 0}
                      ref={(el) => {
                        if (el) el.indeterminate = selectedOnPage > 0 && !allSelected;
                      }}
                      onChange={toggleAll}
                    />
                  </label>
                </th>
              )}
              {columns.map((column) => {
                const active = sortKey === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={classNames(column.headerClassName, column.actions && 'ui-table__actions', column.sortable && 'ui-table__sortable')}
                    aria-sort={active ? ARIA_SORT[direction] : undefined}
                  >
                    {column.sortable && !phone ? (
                      <button type="button" className="ui-table__sort" onClick={() => toggleSort(column.key)}>
                        {column.header}
                        <Icon name={active ? (direction === 'asc' ? faSortUp : faSortDown) : faSort} className="ui-table__sort-icon" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {current.items.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="ui-table__empty">
                  {emptyText}
                </td>
              </tr>
            ) : (
              current.items.map((row, index) => {
                const id = pageIds[index];
                const selected = selectable?.selectedIds.has(id) ?? false;
                return (
                  <tr key={id} className={selected ? 'ui-table__row--selected' : undefined}>
                    {selectable && (
                      <td className="ui-table__select">
                        <label className="ui-table__check">
                          <input type="checkbox" aria-label="Select row" checked={selected} onChange={() => toggleRow(id)} />
                        </label>
                      </td>
                    )}
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.key} scope="row" className={column.className}>
                          {column.render(row)}
                        </th>
                      ) : (
                        <td
                          key={column.key}
                          className={classNames(column.className, column.actions && 'ui-table__actions')}
                          data-label={cardLabel(column)}
                        >
                          {column.render(row)}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pageSize !== undefined && (
        <Pagination
          page={current.page}
          pageCount={current.pageCount}
          onPageChange={setPage}
          label={paginationLabel ?? `${caption} pagination`}
          className="ui-table-pagination"
        />
      )}
    </div>
  );
}
