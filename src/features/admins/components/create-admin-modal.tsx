import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { fieldBinding } from '@/components/ui/field-binding';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { ADMIN_ROLES, createAdminSchema, DEFAULT_ADMIN_ROLE, type CreateAdmin, type CreateAdminValues } from '@/types/api/admins';
import { adminErrorMessage } from '../api/error-message';
import { useCreateAdmin } from '../api/create-admin';
import { ADMIN_TEXTS } from './admin-texts';
import '@/components/ui/form-error-banner.css';

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: role === 'admin' ? 'Admin' : 'Moderator' }));
const FIELDS = ['username', 'email', 'password', 'role'] as const;

type CreateAdminModalProps = { open: boolean; onClose: () => void; onCreated: () => void };

/** The create-admin modal: username, email, password (6+), role (default moderator). */
export function CreateAdminModal({ open, onClose, onCreated }: CreateAdminModalProps) {
  const createMutation = useCreateAdmin();
  const { formRef, report: reportOutcome, hide: hideErrorBanner, banner: errorBanner } = useFormErrorBanner();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateAdminValues, unknown, CreateAdmin>({
    resolver: zodResolver(createAdminSchema),
    defaultValues: { username: '', email: '', password: '', role: DEFAULT_ADMIN_ROLE },
    // useFormErrorBanner moves focus.
    shouldFocusError: false,
  });
  const field = fieldBinding(register, errors);

  const close = () => {
    if (createMutation.isPending) return;
    // Cancel discards the draft; a failed save keeps it (the modal stays open).
    reset();
    createMutation.reset();
    hideErrorBanner();
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const outcome = await submitForm(handleSubmit, event, (values: CreateAdmin) => createMutation.mutateAsync(values));
    reportOutcome(outcome);
    if (outcome.status === 'saved') {
      reset();
      createMutation.reset();
      onCreated();
    } else if (outcome.status === 'failed' && outcome.error instanceof ApiError) {
      // Server field errors go back to their fields; the input stays as typed.
      for (const field of FIELDS) {
        const message = outcome.error.errors[field];
        if (message) setError(field, { type: 'server', message });
      }
    }
  };

  return (
    <Dialog open={open} onClose={close} title="Create New Admin" size="md">
      <form method="post" ref={formRef} className="ui-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {errorBanner}
        {createMutation.isError && (
          <p role="alert" className="ui-form-notice">
            {adminErrorMessage(createMutation.error, ADMIN_TEXTS.createFailed)}
          </p>
        )}
        <TextField label="Username" autoComplete="off" required {...field('username')} />
        <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" required hint="At least 6 characters." {...field('password')} />
        <SelectField label="Role" options={ROLE_OPTIONS} {...field('role')} />
        <div className="ui-form-actions">
          <Button variant="outline" onClick={close} disabled={createMutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={createMutation.isPending}>
            Create Admin
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
