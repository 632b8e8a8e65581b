import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons';
import { useId, type ComponentProps } from 'react';
import { Icon } from './icon';
import './search-input.css';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Accessible name (visually hidden). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  containerClassName?: string;
};

export function SearchInput({ label, value, onChange, id, className, containerClassName, ...rest }: SearchInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={['ui-search', containerClassName].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <Icon name={faMagnifyingGlass} className="ui-search__icon" />
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        className={['ui-search__input', className].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </div>
  );
}
