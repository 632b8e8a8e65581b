import { useMutation } from '@tanstack/react-query';
import type { AdminUser, ChangePasswordResponse } from '@/types/api/admins';
import { admins } from './admin-queries';

/** PATCH /api/admin/{id}/password with { newPassword }; data.token when it was the caller's own. */
const changePassword = admins.patch<{ id: number; newPassword: string }, ChangePasswordResponse>('password', {
  body: ({ newPassword }) => ({ newPassword }),
  fallbackMessage: 'Failed to update password',
});

/** Stores the session the server opens when the signed-in admin changes their own password. */
export type SessionRenewed = (token: string, user: AdminUser) => void;

/**
 * `onSessionRenewed` stores the new token (the old one now answers 401) with the account, before
 * the list is refetched with it.
 */
export function useChangePassword({ onSessionRenewed }: { onSessionRenewed: SessionRenewed }) {
  return useMutation(
    admins.mutation(async (variables: { id: number; newPassword: string }) => {
      const { token, ...user } = await changePassword(variables);
      if (token) onSessionRenewed(token, user);
      return user;
    }),
  );
}
