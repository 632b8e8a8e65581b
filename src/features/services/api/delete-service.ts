import { useMutation } from '@tanstack/react-query';
import { services } from './service-queries';

/** DELETE /api/services/{id}. */
const deleteService = services.remove({ fallbackMessage: 'Failed to delete service' });

export function useDeleteService() {
  return useMutation(services.mutation(deleteService));
}
