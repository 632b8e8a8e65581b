import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { fieldBinding } from '@/components/ui/field-binding';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { changePasswordFormSchema, type AdminUser, type ChangePasswordForm, type ChangePasswordFormValues } from '@/types/api/admins';
import { useChangePassword, type SessionRenewed } from '../api/change-password';
import { adminErrorMessage } from '../api/error-message';
import { ADMIN_TEXTS } from './admin-texts';
import '@/components/ui/form-error-banner.css';

type ChangePasswordModalProps = {
  admin: AdminUser | null;
  onClose: () => void;
  onChanged: () => void;
  /** Stores the signed-in admin's new session after they changed their own password. */
  onSessionRenewed: SessionRenewed;
};

/** New Password and Confirm Password; they must match and be at least 6 characters. */
export function ChangePasswordModal({ admin, ...props }: ChangePasswordModalProps) {
  return (
    <Dialog open={admin !== null} onClose={props.onClose} title="Change Password" size="sm">
      {/* Keyed per admin: a fresh, empty form each time the modal opens. */}
      {admin && <ChangePasswordForm key={admin.id} admin={admin} {...props} />}
    </Dialog>
  );
}

function ChangePasswordForm({ admin, onClose, onChanged, onSessionRenewed }: Omit<ChangePasswordModalProps, 'admin'> & { admin: AdminUser }) {
  const mutation = useChangePassword({ onSessionRenewed });
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    // useFormErrorBanner moves focus.
    shouldFocusError: false,
  });
  const field = fieldBinding(register, errors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const outcome = await submitForm(handleSubmit, event, (values: ChangePasswordForm) =>
      mutation.mutateAsync({ id: admin.id, newPassword: values.newPassword }),
    );
    reportOutcome(outcome);
    if (outcome.status === 'saved') {
      onChanged();
    } else if (outcome.status === 'failed') {
      const message = outcome.error instanceof ApiError ? outcome.error.errors.newPassword : undefined;
      if (message) setError('newPassword', { type: 'server', message });
    }
  };

  return (
    <form method="post" ref={formRef} className="ui-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errorBanner}
      <p className="admins-form__for">
        For <strong>{admin.username}</strong>
      </p>
      {mutation.isError && (
        <p role="alert" className="ui-form-notice">
          {adminErrorMessage(mutation.error, ADMIN_TEXTS.passwordFailed)}
        </p>
      )}
      <TextField label="New Password" type="password" autoComplete="new-password" required {...field('newPassword')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      <div className="ui-form-actions">
        <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          Update Password
        </Button>
      </div>
    </form>
  );
}
