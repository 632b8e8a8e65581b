import { useId, type ComponentProps, type ReactNode } from 'react';
import './form-field.css';

// Fields take `ref` as a prop (React 19), so `{...register('name')}` from react-hook-form reaches
// the native element.

type FieldBaseProps = {
  /** Visible label bound to the control (htmlFor). */
  label: ReactNode;
  /** Validation message shown under the control and wired with aria-invalid/aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** Label for screen readers only (search boxes). */
  labelHidden?: boolean;
  /** Class on the wrapper; `className` goes to the control. */
  containerClassName?: string;
};

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode, describedBy: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy };
}

function FieldLabel({ htmlFor, label, required, hidden }: { htmlFor: string; label: ReactNode; required?: boolean; hidden?: boolean }) {
  // The asterisk sits outside <label> so the accessible name stays exactly the label text.
  return (
    <div className={hidden ? 'visually-hidden' : 'ui-field-label-row'}>
      <label htmlFor={htmlFor} className="ui-field-label">
        {label}
      </label>
      {required && (
        <span className="ui-field-required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

function FieldMessages({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
    </>
  );
}

export type TextFieldProps = ComponentProps<'input'> & FieldBaseProps;

export function TextField({
  label,
  error,
  hint,
  labelHidden,
  containerClassName,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={['ui-field', containerClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} label={label} required={required} hidden={labelHidden} />
      <input
        id={controlId}
        className={['ui-field-control', className].filter(Boolean).join(' ')}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldBaseProps;

export function TextAreaField({
  label,
  error,
  hint,
  labelHidden,
  containerClassName,
  id,
  required,
  className,
  rows = 5,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={['ui-field', containerClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} label={label} required={required} hidden={labelHidden} />
      <textarea
        id={controlId}
        rows={rows}
        className={['ui-field-control', className].filter(Boolean).join(' ')}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldBaseProps & {
    options: readonly SelectOption[];
    /** An empty first option, e.g. 'Select a category'. */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  labelHidden,
  containerClassName,
  id,
  required,
  className,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={['ui-field', containerClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} label={label} required={required} hidden={labelHidden} />
      <select
        id={controlId}
        className={['ui-field-control', className].filter(Boolean).join(' ')}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & FieldBaseProps;

export function CheckboxField({
  label,
  error,
  hint,
  labelHidden,
  containerClassName,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, error, hint, describedBy);
  return (
    <div className={['ui-field', 'ui-field--check', containerClassName].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        id={controlId}
        className={className}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      />
      <FieldLabel htmlFor={controlId} label={label} required={required} hidden={labelHidden} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
