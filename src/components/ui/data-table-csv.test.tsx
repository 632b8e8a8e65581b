import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './data-table';
import { tableCsvColumns } from './data-table-csv';

type Row = { name: string; phone: string; score: number };
const row: Row = { name: 'Amina', phone: '0123', score: 7 };

describe('tableCsvColumns', () => {
  it('writes each exported column under its header, its parts right after it, and leaves actions out', () => {
    const columns: DataTableColumn<Row>[] = [
      { key: 'name', header: 'Name', render: (r) => r.name, csv: (r) => r.name, csvParts: [{ header: 'Phone', value: (r) => r.phone }] },
      { key: 'score', header: <span>Score</span>, label: 'Score', render: (r) => r.score, csv: (r) => r.score },
      { key: 'hidden', header: 'Not exported', render: () => null },
      { key: 'actions', header: 'Actions', actions: true, render: () => null },
    ];
    const csv = tableCsvColumns(columns);
    expect(csv.map((c) => c.header)).toEqual(['Name', 'Phone', 'Score']);
    expect(csv.map((c) => c.value(row))).toEqual(['Amina', '0123', 7]);
  });
});
