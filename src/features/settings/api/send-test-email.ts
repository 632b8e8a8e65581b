import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/email/test with { email } (the admin e-mail). */
export function sendTestEmail(email: string): Promise<unknown> {
  return request<unknown>('/api/settings/email/test', {
    method: 'POST',
    body: { email },
    auth: true,
    fallbackMessage: 'Failed to send test email',
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueries.outbox().queryKey }),
  });
}
