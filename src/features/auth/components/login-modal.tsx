import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { fieldBinding } from '@/components/ui/field-binding';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { ADMIN_MESSAGES, loginSchema, type Login, type LoginResponse, type LoginValues } from '@/types/api/admins';
import { LOGIN_FALLBACK, useLogin } from '../api/login';
import '@/components/ui/form-error-banner.css';
import './login-modal.css';

export const DEMO_HINT = 'Demo account: admin / admin123';

/** The server's message, or the spec's text when there is none (network failure, empty body). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.message && error.message !== LOGIN_FALLBACK) {
    return error.message;
  }
  return ADMIN_MESSAGES.loginFailed;
}

type LoginModalProps = {
  open: boolean;
  onClose: () => void;
  onSuccess: (response: LoginResponse) => void;
};

/** The admin sign-in modal: username, password, a Remember me that does nothing, the demo hint. */
export function LoginModal({ open, onClose, onSuccess }: LoginModalProps) {
  const errorId = useId();
  const loginMutation = useLogin();
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    // useFormErrorBanner moves focus.
    shouldFocusError: false,
  });
  const field = fieldBinding(register, errors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // A refused sign-in shows loginMutation's error in the form.
    const outcome = await submitForm(handleSubmit, event, (values: Login) => loginMutation.mutateAsync(values));
    reportOutcome(outcome);
    if (outcome.status === 'saved') onSuccess(outcome.result);
  };

  return (
    <Dialog open={open} onClose={onClose} title="Admin Login" size="sm" className="auth-login">
      <form
        method="post"
        ref={formRef}
        className="ui-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-describedby={loginMutation.isError ? errorId : undefined}
      >
        {errorBanner}
        {loginMutation.isError && (
          <p id={errorId} role="alert" className="ui-form-notice">
            {loginErrorMessage(loginMutation.error)}
          </p>
        )}
        <TextField label="Username" autoComplete="username" required {...field('username')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        {/* Spec: the checkbox is shown but does nothing. */}
        <CheckboxField label="Remember me" name="rememberMe" />
        <p className="auth-login__hint">{DEMO_HINT}</p>
        <Button type="submit" block isLoading={loginMutation.isPending}>
          Login
        </Button>
      </form>
    </Dialog>
  );
}
