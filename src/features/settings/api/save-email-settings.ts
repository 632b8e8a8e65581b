import { useMutation } from '@tanstack/react-query';
import { apiWrite, invalidating } from '@/lib/api-resource';
import type { EmailSettings } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/email. */
const saveEmailSettings = apiWrite<EmailSettings, EmailSettings | undefined>('POST', '/api/settings/email', {
  fallbackMessage: 'Failed to save email settings',
});

export function useSaveEmailSettings() {
  return useMutation(invalidating([settingsQueries.email().queryKey], saveEmailSettings));
}
