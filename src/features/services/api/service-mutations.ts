// The admin's writes of services, from the resource kit (src/lib/resource-mutations.ts).
import { resourceMutations, toggleMutation } from '@/lib/resource-mutations';
import { withUploadedImage, type ImageSave } from '@/lib/upload-image';
import type { ResourceInput } from '@/types/api/resource';
import type { Service, serviceResource } from '@/types/api/services';
import { services } from './service-queries';

export type SaveServiceInput = ImageSave<ResourceInput<typeof serviceResource>>;

/** POST /api/services, PUT /api/services/{id} (without a new image the stored one is kept), DELETE /api/services/{id}. */
export const {
  useCreate: useCreateService,
  useUpdate: useUpdateService,
  useDelete: useDeleteService,
} = resourceMutations<Service, SaveServiceInput>(services, {
  body: withUploadedImage,
  messages: { create: 'Failed to create service', update: 'Failed to update service', remove: 'Failed to delete service' },
});

/** PATCH /api/services/{id}/toggle: flips is_active and returns the service. */
export const useToggleService = toggleMutation(services, 'Failed to toggle service status');
