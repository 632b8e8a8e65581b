// The Name and Email row that opens the contact form and the volunteer application.
import { TextField } from './form-field';
import type { fieldBinding } from './field-binding';

type Bind = (name: 'name' | 'email') => ReturnType<ReturnType<typeof fieldBinding>>;

export function NameEmailRow({ field }: { field: Bind }) {
  return (
    <div className="ui-form-row">
      <TextField label="Name" required autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
    </div>
  );
}
