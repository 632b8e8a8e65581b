// Add / edit a gallery image (multipart: the file travels with the fields), checked with the shared
// contract schema.
import { resourceFormConfig, resourceFormModal, type ResourceImageTexts } from '@/components/resource/resource-form-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { capitalizedOptions } from '@/components/ui/select-options';
import { ApiError } from '@/lib/api-client';
import { GALLERY_CATEGORIES, galleryResource } from '@/types/api/gallery';
import { SAVE_IMAGE_FALLBACK, useCreateGalleryImage, useUpdateGalleryImage } from '../api/gallery-mutations';
import { galleryImageUrl } from '../api/gallery-queries';

/**
 * Spec: 'Error: ...' with the server's message (or 'Failed to save image') when the server refuses,
 * 'Error saving image: ...' when the request itself fails.
 */
function gallerySaveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `Error: ${error.message || SAVE_IMAGE_FALLBACK}`;
  const message = error instanceof Error && error.message ? error.message : SAVE_IMAGE_FALLBACK;
  return `Error saving image: ${message}`;
}

const GALLERY_FORM = resourceFormConfig(galleryResource, {
  defaults: (image) => ({
    title: image?.title ?? '',
    description: image?.description ?? '',
    category: image?.category ?? 'general',
    is_featured: image?.is_featured ?? false,
    display_order: String(image?.display_order ?? 0),
  }),
  useCreate: useCreateGalleryImage,
  useUpdate: useUpdateGalleryImage,
  texts: {
    addTitle: 'Add New Image',
    editTitle: 'Edit Image',
    addSubmit: 'Upload Image',
    editSubmit: 'Update Image',
    added: 'Image uploaded successfully!',
    updated: 'Image updated successfully!',
    saveFailed: gallerySaveErrorText,
  },
});

const GALLERY_IMAGE: ResourceImageTexts = {
  hint: { add: 'JPEG, PNG or WebP, up to 5 MB.', edit: 'Leave empty to keep the current image.' },
  previewAlt: 'Gallery image preview',
};

export const GalleryFormModal = resourceFormModal(GALLERY_FORM, ({ record, field, imageField }) => (
  <>
    {imageField(record ? galleryImageUrl(record.image_url) : '', GALLERY_IMAGE)}
    <TextField label="Title" required {...field('title')} />
    <TextAreaField label="Description" rows={3} {...field('description')} />
    <div className="ui-resource-form__row">
      <SelectField label="Category" options={capitalizedOptions(GALLERY_CATEGORIES)} {...field('category')} />
      <TextField label="Display Order" type="number" min={0} step={1} inputMode="numeric" {...field('display_order')} />
    </div>
    <CheckboxField label="Featured" {...field('is_featured')} />
  </>
));
