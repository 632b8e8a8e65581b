// Above an admin list: the buttons that filter it (the pressed one is the filter in force) and its
// search box.
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import './resource.css';

export type ListFilter<T extends string> = { value: T; label: string };

export type ListToolbarProps<T extends string> = {
  /** The filter group's accessible name, e.g. 'Filter messages by status'. */
  filterLabel: string;
  filters: readonly ListFilter<T>[];
  filter: T;
  onFilter: (value: T) => void;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
};

export function ListToolbar<T extends string>(props: ListToolbarProps<T>) {
  const { filterLabel, filters, filter, onFilter } = props;
  return (
    <div className="ui-resource-toolbar">
      <div className="ui-resource-toolbar__filter" role="group" aria-label={filterLabel}>
        {filters.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'primary' : 'outline'}
            aria-pressed={filter === f.value}
            onClick={() => onFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>
      <SearchInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onChange={props.onSearch}
        containerClassName="ui-resource-toolbar__search"
      />
    </div>
  );
}
