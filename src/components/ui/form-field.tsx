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

/** What the shell takes from a field's props; the rest goes to the control. */
type ShellInput = FieldBaseProps & { id?: string; required?: boolean; 'aria-describedby'?: string };

/** The ids and state the shell gives the control, so its label, hint and error describe it. */
type ControlAttributes = {
  id: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export type FieldShellProps<P extends ShellInput> = {
  /** The field component's props: the shell keeps its own and hands the rest to the control. */
  field: P;
  /** A checkbox comes before its label. */
  check?: boolean;
  children: (control: ControlAttributes & Omit<P, keyof ShellInput>) => ReactNode;
};

/** The label, hint and error around one control, and the ids and aria attributes that tie them to it. */
export function FieldShell<P extends ShellInput>({ field, check, children }: FieldShellProps<P>) {
  const { label, error, hint, labelHidden, containerClassName, id, required, 'aria-describedby': describedBy, ...rest } = field;
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control = children({
    id: controlId,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
    ...rest,
  });
  const labelRow = <FieldLabel htmlFor={controlId} label={label} required={required} hidden={labelHidden} />;
  return (
    <div className={['ui-field', check && 'ui-field--check', containerClassName].filter(Boolean).join(' ')}>
      {check ? control : labelRow}
      {check ? labelRow : control}
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
    </div>
  );
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

const controlClass = (className: string | undefined) => ['ui-field-control', className].filter(Boolean).join(' ');

export type TextFieldProps = ComponentProps<'input'> & FieldBaseProps;

export function TextField({ className, ...field }: TextFieldProps) {
  return <FieldShell field={field}>{(control) => <input {...control} className={controlClass(className)} />}</FieldShell>;
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldBaseProps;

export function TextAreaField({ className, rows = 5, ...field }: TextAreaFieldProps) {
  return <FieldShell field={field}>{(control) => <textarea {...control} rows={rows} className={controlClass(className)} />}</FieldShell>;
}

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldBaseProps & {
    options: readonly SelectOption[];
    /** An empty first option, e.g. 'Select a category'. */
    placeholder?: string;
  };

export function SelectField({ className, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FieldShell field={field}>
      {(control) => (
        <select {...control} className={controlClass(className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & FieldBaseProps;

export function CheckboxField({ className, ...field }: CheckboxFieldProps) {
  return (
    <FieldShell field={field} check>
      {(control) => <input type="checkbox" {...control} className={className} />}
    </FieldShell>
  );
}
