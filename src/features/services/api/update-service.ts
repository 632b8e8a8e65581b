import { useMutation } from '@tanstack/react-query';
import { withUploadedImage } from '@/lib/upload-image';
import type { SaveServiceInput } from './create-service';
import { services } from './service-queries';

/** PUT /api/services/{id}; without a new image the stored one is kept. */
const updateService = services.update<SaveServiceInput & { id: number }>({ body: withUploadedImage, fallbackMessage: 'Failed to update service' });

export function useUpdateService() {
  return useMutation(services.mutation(updateService));
}
