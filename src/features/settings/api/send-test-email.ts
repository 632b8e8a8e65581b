import { useMutation } from '@tanstack/react-query';
import { apiWrite, invalidating } from '@/lib/api-resource';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/email/test with { email } (the admin e-mail). */
const sendTestEmail = apiWrite<string, unknown>('POST', '/api/settings/email/test', {
  body: (email) => ({ email }),
  fallbackMessage: 'Failed to send test email',
});

export function useSendTestEmail() {
  return useMutation(invalidating([settingsQueries.outbox().queryKey], sendTestEmail));
}
