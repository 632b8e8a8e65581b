// A small two-column table of labelled values in the site's style (/health, the demo panel).
import type { ReactNode } from 'react';
import './status-table.css';

export type StatusRow = { label: string; value: ReactNode };

export function StatusTable({ caption, rows }: { caption: string; rows: readonly StatusRow[] }) {
  return (
    <table className="status-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
