import { useMutation } from '@tanstack/react-query';
import type { CreateAdmin } from '@/types/api/admins';
import { admins } from './admin-queries';

/** POST /api/admin: username, email, password, role. */
const createAdmin = admins.create<CreateAdmin>({ fallbackMessage: 'Failed to create admin' });

export function useCreateAdmin() {
  return useMutation(admins.mutation(createAdmin));
}
