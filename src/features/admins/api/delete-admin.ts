import { useMutation } from '@tanstack/react-query';
import { admins } from './admin-queries';

/** DELETE /api/admin/{id}. */
const deleteAdmin = admins.remove({ fallbackMessage: 'Failed to delete admin' });

export function useDeleteAdmin() {
  return useMutation(admins.mutation(deleteAdmin));
}
