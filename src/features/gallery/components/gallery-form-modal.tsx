// Add / edit a gallery image (multipart: the file travels with the fields), checked with the shared
// contract schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { ResourceFormDialog, type ResourceFormConfig, type ResourceFormProps } from '@/components/resource/resource-form-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageInput } from '@/components/ui/image-input';
import { ApiError } from '@/lib/api-client';
import {
  GALLERY_CATEGORIES,
  GALLERY_MESSAGES,
  galleryInputSchema,
  type GalleryImage,
  type GalleryInput,
  type GalleryInputValues,
} from '@/types/api/gallery';
import { SAVE_IMAGE_FALLBACK, useCreateGalleryImage } from '../api/create-gallery-image';
import { galleryImageUrl } from '../api/gallery-queries';
import { useUpdateGalleryImage } from '../api/update-gallery-image';

/**
 * Spec: 'Error: ...' with the server's message (or 'Failed to save image') when the server refuses,
 * 'Error saving image: ...' when the request itself fails.
 */
function gallerySaveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `Error: ${error.message || SAVE_IMAGE_FALLBACK}`;
  const message = error instanceof Error && error.message ? error.message : SAVE_IMAGE_FALLBACK;
  return `Error saving image: ${message}`;
}

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

const GALLERY_FORM: ResourceFormConfig<GalleryImage, GalleryInputValues, GalleryInput> = {
  resolver: zodResolver(galleryInputSchema),
  defaults: (image) => ({
    title: image?.title ?? '',
    description: image?.description ?? '',
    category: image?.category ?? 'general',
    is_featured: image?.is_featured ?? false,
    display_order: String(image?.display_order ?? 0),
  }),
  useCreate: useCreateGalleryImage,
  useUpdate: useUpdateGalleryImage,
  imageRequired: GALLERY_MESSAGES.imageRequired,
  texts: {
    addTitle: 'Add New Image',
    editTitle: 'Edit Image',
    addSubmit: 'Upload Image',
    editSubmit: 'Update Image',
    added: 'Image uploaded successfully!',
    updated: 'Image updated successfully!',
    saveFailed: gallerySaveErrorText,
  },
};

export function GalleryFormModal(props: ResourceFormProps<GalleryImage>) {
  return (
    <ResourceFormDialog config={GALLERY_FORM} {...props}>
      {({ record, field, image }) => (
        <>
          <ImageInput
            label="Image"
            value={record ? galleryImageUrl(record.image_url) : ''}
            {...image}
            hint={record ? 'Leave empty to keep the current image.' : 'JPEG, PNG or WebP, up to 5 MB.'}
            previewAlt="Gallery image preview"
          />
          <TextField label="Title" required {...field('title')} />
          <TextAreaField label="Description" rows={3} {...field('description')} />
          <div className="ui-resource-form__row">
            <SelectField label="Category" options={CATEGORY_OPTIONS} {...field('category')} />
            <TextField label="Display Order" type="number" min={0} step={1} inputMode="numeric" {...field('display_order')} />
          </div>
          <CheckboxField label="Featured" {...field('is_featured')} />
        </>
      )}
    </ResourceFormDialog>
  );
}
