import type { SelectOption } from './form-field';

/** Options of a SelectField whose labels are their values capitalised ('center' → 'Center'). */
export function capitalizedOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));
}
