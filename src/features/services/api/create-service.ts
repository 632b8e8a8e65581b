import { useMutation } from '@tanstack/react-query';
import { withUploadedImage, type ImageSave } from '@/lib/upload-image';
import type { Service, serviceResource } from '@/types/api/services';
import type { ResourceInput } from '@/types/api/resource';
import { services } from './service-queries';

export type SaveServiceInput = ImageSave<ResourceInput<typeof serviceResource>>;

/** POST /api/services. */
const createService = services.create<SaveServiceInput, Service>({ body: withUploadedImage, fallbackMessage: 'Failed to create service' });

export function useCreateService() {
  return useMutation(services.mutation(createService));
}
