import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, sortRows, type DataTableColumn, type DataTableProps, type RowId } from './data-table';

afterEach(cleanup);

type Donation = { id: number; name: string; amount: number };

const rows: Donation[] = [
  { id: 1, name: 'Charlie', amount: 50 },
  { id: 2, name: 'alice', amount: 250 },
  { id: 3, name: 'Bob', amount: 10 },
  { id: 4, name: 'Dana', amount: 100 },
  { id: 5, name: 'Eve', amount: 25 },
  { id: 6, name: 'Frank', amount: 500 },
  { id: 7, name: 'Grace', amount: 75 },
];

const columns: DataTableColumn<Donation>[] = [
  { key: 'name', header: 'Donor', sortable: true, render: (r) => r.name, rowHeader: true },
  { key: 'amount', header: 'Amount', sortable: true, sortValue: (r) => r.amount, render: (r) => `$${r.amount}` },
  { key: 'actions', header: 'Actions', render: () => 'View' },
];

/** The table under test: the donations above, captioned 'Donations', with the props given on top. */
function Donations(props: Partial<DataTableProps<Donation>>) {
  return <DataTable caption="Donations" columns={columns} rows={rows} getRowId={(r) => r.id} emptyText="None" {...props} />;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const donorCells = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('DataTable', () => {
  it('is a real table with column headers and a caption', () => {
    render(<Donations emptyText="No donations" />);
    const table = screen.getByRole('table', { name: 'Donations' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Donor', 'Amount', 'Actions']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(donorCells()).toEqual(['Charlie', 'alice', 'Bob', 'Dana', 'Eve', 'Frank', 'Grace']);
  });

  it('sorts by a column and toggles direction, updating aria-sort', async () => {
    const user = userEvent.setup();
    render(<Donations emptyText="No donations" />);
    const amountHeader = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amountHeader).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(donorCells()).toEqual(['Bob', 'Eve', 'Charlie', 'Grace', 'Dana', 'alice', 'Frank']);

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(donorCells()).toEqual(['Frank', 'alice', 'Dana', 'Grace', 'Charlie', 'Eve', 'Bob']);

    await user.click(screen.getByRole('button', { name: 'Donor' }));
    expect(amountHeader).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Donor' })).toHaveAttribute('aria-sort', 'ascending');
    expect(donorCells()).toEqual(['alice', 'Bob', 'Charlie', 'Dana', 'Eve', 'Frank', 'Grace']);
  });

  it('starts from initialSort and paginates', async () => {
    const user = userEvent.setup();
    render(<Donations emptyText="No donations" pageSize={5} initialSort={{ key: 'amount', direction: 'desc' }} />);
    expect(donorCells()).toEqual(['Frank', 'alice', 'Dana', 'Grace', 'Charlie']);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(donorCells()).toEqual(['Eve', 'Bob']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Sorting again goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(donorCells()).toEqual(['Bob', 'Eve', 'Charlie', 'Grace', 'Dana']);
  });

  it('hides the pagination for a single page and shows the empty text', () => {
    render(<Donations rows={[]} emptyText="No donations found" pageSize={5} />);
    expect(screen.getByRole('cell', { name: 'No donations found' })).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('goes back to page 1 when pageResetKey changes', async () => {
    const user = userEvent.setup();
    function Filtered() {
      const [query, setQuery] = useState('');
      const visible = rows.filter((r) => r.name.toLowerCase().includes(query));
      return (
        <>
          <button type="button" onClick={() => setQuery('a')}>
            Filter
          </button>
          <Donations rows={visible} pageSize={2} pageResetKey={query} />
        </>
      );
    }
    render(<Filtered />);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(donorCells()).toEqual(['Eve', 'Frank']);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(donorCells()).toEqual(['Charlie', 'alice']);
  });

  it('select all selects the rows of the current page; rows toggle one by one', async () => {
    const user = userEvent.setup();
    const changes: RowId[][] = [];
    function Selectable() {
      const [selected, setSelected] = useState<Set<RowId>>(new Set());
      return (
        <Donations
          pageSize={5}
          selectable={{
            selectedIds: selected,
            onChange: (ids) => {
              changes.push([...ids]);
              setSelected(ids);
            },
          }}
        />
      );
    }
    render(<Selectable />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(screen.getAllByRole('checkbox', { name: 'Select row' })).toHaveLength(5);

    await user.click(selectAll);
    expect(changes.at(-1)).toEqual([1, 2, 3, 4, 5]);
    expect(selectAll).toBeChecked();
    screen.getAllByRole('checkbox', { name: 'Select row' }).forEach((box) => expect(box).toBeChecked());

    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]);
    expect(changes.at(-1)).toEqual([2, 3, 4, 5]);
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    await user.click(selectAll);
    expect(new Set(changes.at(-1))).toEqual(new Set([1, 2, 3, 4, 5]));
    await user.click(selectAll);
    expect(changes.at(-1)).toEqual([]);

    // Page 2: select all picks only that page's rows.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(changes.at(-1)).toEqual([6, 7]);
  });

  it('names each plain cell after its column for the phone card layout; the title and actions cells carry no name', () => {
    const withActions: DataTableColumn<Donation>[] = [
      columns[0],
      { ...columns[1], header: <span>Amount</span>, label: 'Gift' },
      { key: 'note', header: 'Note', render: () => 'thanks' },
      { ...columns[2], actions: true },
    ];
    render(<Donations columns={withActions} rows={rows.slice(0, 1)} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(row).getByRole('rowheader')).not.toHaveAttribute('data-label');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Gift', 'Note', null]);
    // The actions column is marked on its header and its cells, which the styles pin and move to the card's foot.
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('ui-table__actions');
    expect(cells[2]).toHaveClass('ui-table__actions');
    expect(cells[1]).not.toHaveClass('ui-table__actions');
  });

  it('sorts 10,000 rows stably with natural string order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i, group: `item ${i % 12}` }));
    const sorted = sortRows(many, (r) => r.group, 'asc');
    expect(sorted[0]).toEqual({ id: 0, group: 'item 0' });
    expect(sorted[1]).toEqual({ id: 12, group: 'item 0' });
    expect(sorted.at(-1)?.group).toBe('item 11'); // 'item 2' < 'item 11'
    expect(sortRows(many, (r) => r.id, 'desc')[0].id).toBe(9_999);
  });
});
