import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { EmailSettings } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/email. */
export function saveEmailSettings(body: EmailSettings): Promise<EmailSettings | undefined> {
  return request<EmailSettings | undefined>('/api/settings/email', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to save email settings',
  });
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueries.email().queryKey }),
  });
}
