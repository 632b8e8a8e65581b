import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { GalleryImage, GalleryInput } from '@/types/api/gallery';
import { galleryQueries } from './gallery-queries';

export type SaveGalleryImageInput = {
  values: GalleryInput;
  /** The picked image file (required on create, optional on edit). */
  imageFile?: File | null;
};

export const SAVE_IMAGE_FALLBACK = 'Failed to save image';

/** The multipart body the spec gives: image, title, description, category, is_featured, display_order. */
export function galleryFormData({ values, imageFile }: SaveGalleryImageInput): FormData {
  const body = new FormData();
  if (imageFile) body.append('image', imageFile);
  body.append('title', values.title);
  body.append('description', values.description ?? '');
  body.append('category', values.category);
  body.append('is_featured', String(values.is_featured));
  body.append('display_order', String(values.display_order));
  return body;
}

/** POST /api/gallery (multipart). */
export function createGalleryImage(input: SaveGalleryImageInput): Promise<GalleryImage> {
  return request<GalleryImage>('/api/gallery', {
    method: 'POST',
    body: galleryFormData(input),
    auth: true,
    fallbackMessage: SAVE_IMAGE_FALLBACK,
  });
}

export function useCreateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
  });
}
