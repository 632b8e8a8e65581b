// The one CSV writer of the admin's 'Export CSV' buttons. Papa Parse is imported when a file is
// made, so it stays out of every chunk a page loads at start.
import { downloadTextFile } from './download-file';
import { isoDay } from './format-date';

export type CsvCell = string | number | null | undefined;

/** One column of an export: its header and the cell each row gives. */
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

/** Excel reads a file as UTF-8 only when it starts with this mark. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet could run as a formula: =, +, -, @, tab or CR first, or any character whose
 * NFKC form starts with = + - @ (fullwidth ＝, small ﹦, superscript ⁺ …: LibreOffice and others
 * fold them) or the minus sign U+2212. Papa Parse's own default pattern (`^[=+\-@\t\r].*$`)
 * misses such a cell when it holds a line break.
 */
export const FORMULA_START = /^[=+\-@\t\r\u207A\u207C\u208A\u208C\u2212\u2A75\u2A76\uFB29\uFE62\uFE63\uFE66\uFE6B\uFF0B\uFF0D\uFF1D\uFF20]/;

/** The CSV text of `rows` under `columns`' headers: BOM first, CRLF lines, guarded cells. */
export async function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Promise<string> {
  const { unparse } = await import('papaparse');
  // Every cell goes in as text, so the formula guard treats a number like any other value.
  const data = rows.map((row) => columns.map((column) => String(column.value(row) ?? '')));
  const csv = unparse({ fields: columns.map((column) => column.header), data }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
  return `${BOM}${csv}`;
}

/** 'donations-2026-11-24.csv'. */
export function csvFileName(name: string, date: Date): string {
  return `${name}-${isoDay(date)}.csv`;
}

/** Builds the CSV and hands it to the browser as `fileName`. */
export async function downloadCsv<T>(fileName: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): Promise<void> {
  downloadTextFile(fileName, await buildCsv(columns, rows), 'text/csv;charset=utf-8');
}
