import { zodResolver } from '@hookform/resolvers/zod';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { AdminOnlyFieldset } from '@/components/ui/admin-only';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { fieldBinding } from '@/components/ui/field-binding';
import { QueryState } from '@/components/ui/query-state';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import {
  DEFAULT_SMTP_PORT,
  emailSettingsInputSchema,
  testEmailSchema,
  type EmailSettings,
  type EmailSettingsInput,
  type EmailSettingsInputValues,
} from '@/types/api/settings';
import { SETTINGS_TEXTS, SETTINGS_TOAST_MS, settingsFailureText } from '../api/result-message';
import { useSaveEmailSettings } from '../api/save-email-settings';
import { useSendTestEmail } from '../api/send-test-email';
import { settingsQueries } from '../api/settings-queries';
import { OutboxList } from './outbox-list';

const TEXT_FIELDS = ['adminEmail', 'smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword'] as const;

/** What the form holds: texts as typed (the port too); the schema turns them into the settings. */
type EmailFormValues = EmailSettingsInputValues;

function toFormValues(settings: Partial<EmailSettings> | undefined): EmailFormValues {
  return {
    adminEmail: settings?.adminEmail ?? '',
    smtpHost: settings?.smtpHost ?? '',
    smtpPort: String(settings?.smtpPort ?? DEFAULT_SMTP_PORT),
    smtpUser: settings?.smtpUser ?? '',
    smtpPassword: settings?.smtpPassword ?? '',
    sendDonationEmail: settings?.sendDonationEmail ?? true,
    sendContactEmail: settings?.sendContactEmail ?? true,
    sendVolunteerEmail: settings?.sendVolunteerEmail ?? true,
  };
}

export function EmailSettingsPanel({ canManage }: { canManage: boolean }) {
  const emailQuery = useQuery(settingsQueries.email());
  return (
    <div className="settings-email">
      <QueryState query={emailQuery} loadingLabel="Loading email settings..." retryLabel="Try Again">
        {(settings) => (
          // The server never sends the SMTP password back, only whether one is saved.
          <EmailForm initial={toFormValues(settings)} passwordSet={settings?.smtpPasswordSet === true} canManage={canManage} />
        )}
      </QueryState>
      <OutboxList />
    </div>
  );
}

function EmailForm({ initial, passwordSet, canManage }: { initial: EmailFormValues; passwordSet: boolean; canManage: boolean }) {
  const toast = useToast();
  const saveMutation = useSaveEmailSettings();
  const testMutation = useSendTestEmail();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<EmailFormValues, unknown, EmailSettingsInput>({
    resolver: zodResolver(emailSettingsInputSchema),
    defaultValues: initial,
  });
  const field = fieldBinding(register, errors);

  const onSubmit = (values: EmailSettingsInput) => {
    saveMutation.mutate(values, {
      onSuccess: () => toast.success(SETTINGS_TEXTS.emailSaved, { durationMs: SETTINGS_TOAST_MS }),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const field of TEXT_FIELDS) {
            const message = error.errors[field];
            if (message) setError(field, { type: 'server', message });
          }
        }
        toast.error(settingsFailureText(error, SETTINGS_TEXTS.emailFailed, SETTINGS_TEXTS.emailError), {
          durationMs: SETTINGS_TOAST_MS,
        });
      },
    });
  };

  const sendTest = () => {
    const parsed = testEmailSchema.safeParse({ email: getValues('adminEmail') });
    if (!parsed.success) {
      setError('adminEmail', { type: 'test', message: parsed.error.issues[0]?.message ?? 'Email is required' });
      return;
    }
    clearErrors('adminEmail');
    testMutation.mutate(parsed.data.email, {
      onSuccess: () => toast.success(SETTINGS_TEXTS.testSent, { durationMs: SETTINGS_TOAST_MS }),
      onError: (error) =>
        toast.error(settingsFailureText(error, SETTINGS_TEXTS.testFailed, SETTINGS_TEXTS.testError), {
          durationMs: SETTINGS_TOAST_MS,
        }),
    });
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <AdminOnlyFieldset allowed={canManage} className="settings-form">
        <div className="settings-form__grid">
          <TextField label="Admin Email" type="email" autoComplete="email" {...field('adminEmail')} />
          <TextField label="SMTP Host" autoComplete="off" {...field('smtpHost')} />
          <TextField label="SMTP Port" type="number" inputMode="numeric" min={1} max={65535} {...field('smtpPort')} />
          <TextField label="SMTP User" autoComplete="off" {...field('smtpUser')} />
          <TextField
            label="SMTP Password"
            type="password"
            autoComplete="new-password"
            hint={passwordSet ? 'A password is saved. Leave this blank to keep it.' : undefined}
            {...field('smtpPassword')}
          />
        </div>
        <fieldset className="settings-form__flags">
          <legend>Notifications</legend>
          <CheckboxField label="Send Donation Emails" {...register('sendDonationEmail')} />
          <CheckboxField label="Send Contact Emails" {...register('sendContactEmail')} />
          <CheckboxField label="Send Volunteer Emails" {...register('sendVolunteerEmail')} />
        </fieldset>
        <div className="ui-form-actions">
          <Button variant="outline" icon={faPaperPlane} onClick={sendTest} isLoading={testMutation.isPending}>
            Send Test Email
          </Button>
          <Button type="submit" isLoading={saveMutation.isPending}>
            Save Email Settings
          </Button>
        </div>
      </AdminOnlyFieldset>
    </form>
  );
}
