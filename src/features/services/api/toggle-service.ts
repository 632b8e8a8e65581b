import { useMutation } from '@tanstack/react-query';
import { services } from './service-queries';

/** PATCH /api/services/{id}/toggle: flips is_active and returns the service. */
const toggleService = services.patch<number>('toggle', { fallbackMessage: 'Failed to toggle service status' });

export function useToggleService() {
  return useMutation(services.mutation(toggleService));
}
