// Phones: a table's rows are cards and its header row is hidden, so sorting is one labelled
// "Sort by" select (column and direction) instead of a strip of header buttons that read as filters.
import type { SortState } from './data-table';
import { SelectField, type SelectOption } from './form-field';

export type SortChoice = { key: string; label: string };

const DEFAULT_ORDER = '';

export function SortBySelect({
  choices,
  sort,
  onChange,
}: {
  choices: readonly SortChoice[];
  sort: SortState | undefined;
  onChange: (sort: SortState | undefined) => void;
}) {
  const options: SelectOption[] = [
    { value: DEFAULT_ORDER, label: 'Default order' },
    ...choices.flatMap(({ key, label }) => [
      { value: `${key}:asc`, label: `${label} (ascending)` },
      { value: `${key}:desc`, label: `${label} (descending)` },
    ]),
  ];
  return (
    <SelectField
      label="Sort by"
      containerClassName="ui-data-table__sort-by"
      options={options}
      value={sort ? `${sort.key}:${sort.direction}` : DEFAULT_ORDER}
      onChange={(event) => {
        const [key, direction] = event.target.value.split(':');
        onChange(key && (direction === 'asc' || direction === 'desc') ? { key, direction } : undefined);
      }}
    />
  );
}
