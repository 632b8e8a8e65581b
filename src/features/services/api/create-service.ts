import { useMutation } from '@tanstack/react-query';
import { withUploadedImage, type ImageSave } from '@/lib/upload-image';
import type { Service, ServiceInput } from '@/types/api/services';
import { services } from './service-queries';

export type SaveServiceInput = ImageSave<ServiceInput>;

/** POST /api/services. */
const createService = services.create<SaveServiceInput, Service>({ body: withUploadedImage, fallbackMessage: 'Failed to create service' });

export function useCreateService() {
  return useMutation(services.mutation(createService));
}
