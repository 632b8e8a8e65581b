import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';
import type { Service, ServiceInput } from '@/types/api/services';
import { serviceQueries } from './service-queries';

export type SaveServiceInput = {
  values: ServiceInput;
  /** A newly picked image file; uploaded first (or inlined if the upload fails). Wins over image_url. */
  imageFile?: File | null;
};

/** The JSON body of POST/PUT /api/services. */
export async function serviceBody({ values, imageFile }: SaveServiceInput): Promise<ServiceInput> {
  const image_url = imageFile ? await uploadImage(imageFile) : values.image_url;
  return { ...values, ...(image_url ? { image_url } : {}) };
}

/** POST /api/services. */
export async function createService(input: SaveServiceInput): Promise<Service> {
  return request<Service>('/api/services', {
    method: 'POST',
    body: await serviceBody(input),
    auth: true,
    fallbackMessage: 'Failed to create service',
  });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceQueries.all() }),
  });
}
