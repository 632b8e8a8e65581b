import { useId, type ComponentProps } from 'react';
import type { SelectOption } from './form-field';
import './form-field.css';

export type RadioGroupFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'> & {
  /** The group's name for people and screen readers (the legend). */
  label: string;
  options: readonly SelectOption[];
  error?: string;
};

/**
 * A radio group named by its legend (role radiogroup). The remaining props go to every radio, so
 * `{...register('name')}` from react-hook-form binds the whole group.
 */
export function RadioGroupField({ label, options, error, className, ...input }: RadioGroupFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    // A fieldset may take the radiogroup role; its legend still names it.
    <fieldset
      role="radiogroup"
      className={['ui-radio-group', className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
    >
      <legend className="ui-field-label">{label}</legend>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="ui-radio-group__option">
            <input type="radio" value={option.value} disabled={option.disabled} {...input} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
