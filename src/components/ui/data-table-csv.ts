// A table's CSV columns come from its own column list, so the file and the screen cannot drift.
import type { CsvColumn } from '@/lib/csv-export';
import type { DataTableColumn } from './data-table';

/**
 * Each exported column under its own name (`csvHeader`), else its visible header (its `label` when the header is not plain text),
 * followed by the parts its cell also shows. Columns without `csv` (actions) are left out.
 */
export function tableCsvColumns<T>(columns: readonly DataTableColumn<T>[]): CsvColumn<T>[] {
  return columns.flatMap((column) => {
    if (!column.csv) return [];
    const header = column.csvHeader ?? column.label ?? (typeof column.header === 'string' ? column.header : column.key);
    return [{ header, value: column.csv }, ...(column.csvParts ?? [])];
  });
}
