// 'Export CSV' for an admin list: writes the rows it is given (the list's filtered and searched
// rows, or its selected ones) to `{name}-{YYYY-MM-DD}.csv` and says in a toast what it wrote.
import { faFileCsv } from '@fortawesome/free-solid-svg-icons';
import { useState } from 'react';
import { today } from '@/lib/clock';
import { csvFileName, downloadCsv, type CsvColumn } from '@/lib/csv-export';
import { Button } from './button';
import { useToast } from './toast';

export const EXPORT_TEXTS = {
  empty: 'No rows to export: the file has only the header.',
  failed: 'Failed to export CSV. Please try again.',
} as const;

export function exportedText(count: number, fileName: string, selected: boolean): string {
  const rows = `${count} ${selected ? 'selected ' : ''}row${count === 1 ? '' : 's'}`;
  return `Exported ${rows} to ${fileName}.`;
}

export type ExportCsvButtonProps<T> = {
  /** The file's name before the date: 'donations', 'contact-forms'. */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** The rows to write, read when clicked; `selected` when they are the list's selected ones. */
  rows: () => { rows: readonly T[]; selected?: boolean };
};

export function ExportCsvButton<T>({ name, columns, rows: getRows }: ExportCsvButtonProps<T>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    const fileName = csvFileName(name, today());
    const { rows, selected = false } = getRows();
    setBusy(true);
    try {
      await downloadCsv(fileName, columns, rows);
    } catch (error) {
      // The lazy Papa Parse chunk could not load (offline, a new deploy): nothing was written.
      console.warn('CSV export failed', error);
      toast.error(EXPORT_TEXTS.failed);
      return;
    } finally {
      setBusy(false);
    }
    if (rows.length === 0) toast.info(EXPORT_TEXTS.empty);
    else toast.success(exportedText(rows.length, fileName, selected));
  };

  return (
    <Button variant="outline" size="sm" icon={faFileCsv} isLoading={busy} onClick={() => void exportRows()}>
      Export CSV
    </Button>
  );
}
