import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminUser, ChangePasswordResponse } from '@/types/api/admins';
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

/** Stores the session the server opens when the signed-in admin changes their own password. */
export type SessionRenewed = (token: string, user: AdminUser) => void;

/**
 * `onSessionRenewed` stores the new token (the old one now answers 401) with the account, before
 * the list is refetched with it.
 */
export function useChangePassword({ onSessionRenewed }: { onSessionRenewed: SessionRenewed }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: number; newPassword: string }) => {
      const { token, ...user } = await changePassword(variables);
      if (token) onSessionRenewed(token, user);
      return user;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
