// Above an admin list: the buttons that filter it (the pressed one is the filter in force) and its
// search box.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import './resource.css';

export type ListFilter<T extends string> = { value: T; label: string };

/** A control of the toolbar: its accessible name, its value and how to change it. */
type Control<T> = { label: string; value: T; onChange: (value: T) => void };

export type ListToolbarProps<T extends string> = {
  /** The label names the button group, e.g. 'Filter messages by status'. */
  filter: Control<T> & { options: readonly ListFilter<T>[] };
  search: Control<string> & { placeholder: string };
  /** More controls of the list (a select), between the buttons and the search box. */
  children?: ReactNode;
};

export function ListToolbar<T extends string>({ filter, search, children }: ListToolbarProps<T>) {
  return (
    <div className="ui-resource-toolbar cluster cluster--split">
      <div className="ui-resource-toolbar__filter" role="group" aria-label={filter.label}>
        {filter.options.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter.value === f.value ? 'primary' : 'outline'}
            aria-pressed={filter.value === f.value}
            onClick={() => filter.onChange(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>
      {children}
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={search.onChange}
        containerClassName="ui-resource-toolbar__search"
      />
    </div>
  );
}
