import { useMutation } from '@tanstack/react-query';
import { admins } from './admin-queries';

/** PATCH /api/admin/{id}/status with { is_active } (the row sends the inverse of its current value). */
const updateAdminStatus = admins.patch<{ id: number; isActive: boolean }>('status', {
  body: ({ isActive }) => ({ is_active: isActive }),
  fallbackMessage: 'Failed to update status',
});

export function useUpdateAdminStatus() {
  return useMutation(admins.mutation(updateAdminStatus));
}
