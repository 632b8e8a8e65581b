import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/** register(name) plus the field's message: spread on a field component, `{...field('email')}`. */
export function fieldBinding<V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>) {
  return (name: Path<V>) => ({ ...register(name), error: (get(errors, name) as { message?: string } | undefined)?.message });
}
