import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { ChangePasswordResponse } from '@/types/api/admins';
import { adminQueries } from './admin-queries';

/** PATCH /api/admin/{id}/password with { newPassword }; data.token when it was the caller's own. */
export function changePassword({ id, newPassword }: { id: number; newPassword: string }): Promise<ChangePasswordResponse> {
  return request<ChangePasswordResponse>(`/api/admin/${id}/password`, {
    method: 'PATCH',
    body: { newPassword },
    auth: true,
    fallbackMessage: 'Failed to update password',
  });
}

/**
 * `onTokenRenewed` stores the token the server issues when the signed-in admin changes their own
 * password (their old one now answers 401). It runs before the list is refetched with it.
 */
export function useChangePassword({ onTokenRenewed }: { onTokenRenewed: (token: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: number; newPassword: string }) => {
      const data = await changePassword(variables);
      if (data.token) onTokenRenewed(data.token);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
