// Add / edit a gallery image (multipart: the file travels with the fields). Checks with the shared
// contract schema; a failed save keeps the modal open with the input and the server's field errors.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/dialog-provider';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageInput } from '@/components/ui/image-input';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { imageFileError } from '@/lib/upload-image';
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
import './gallery-section.css';

export const GALLERY_FORM_TEXTS = {
  uploaded: 'Image uploaded successfully!',
  updated: 'Image updated successfully!',
} as const;

/**
 * Spec: 'Error: ...' with the server's message (or 'Failed to save image') when the server refuses,
 * 'Error saving image: ...' when the request itself fails.
 */
export function gallerySaveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `Error: ${error.message || SAVE_IMAGE_FALLBACK}`;
  const message = error instanceof Error && error.message ? error.message : SAVE_IMAGE_FALLBACK;
  return `Error saving image: ${message}`;
}

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));
const FIELD_NAMES = ['title', 'description', 'category', 'is_featured', 'display_order'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function defaultsFor(image: GalleryImage | null): GalleryInputValues {
  return {
    title: image?.title ?? '',
    description: image?.description ?? '',
    category: image?.category ?? 'general',
    is_featured: image?.is_featured ?? false,
    display_order: String(image?.display_order ?? 0),
  };
}

export type GalleryFormModalProps = {
  open: boolean;
  /** The image to edit; null to add one. */
  image: GalleryImage | null;
  onClose: () => void;
  /** Called after a successful save, once the modal has closed. */
  onSaved: (result: 'uploaded' | 'updated', image: GalleryImage) => void;
};

export function GalleryFormModal({ open, image, onClose, onSaved }: GalleryFormModalProps) {
  if (!open) return null;
  return <GalleryForm key={image?.id ?? 'new'} image={image} onClose={onClose} onSaved={onSaved} />;
}

function GalleryForm({ image, onClose, onSaved }: Omit<GalleryFormModalProps, 'open'>) {
  const isEdit = image !== null;
  const showAlert = useAlert();
  const create = useCreateGalleryImage();
  const update = useUpdateGalleryImage();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GalleryInputValues, unknown, GalleryInput>({
    resolver: zodResolver(galleryInputSchema),
    defaultValues: defaultsFor(image),
    // useFormErrorBanner moves focus, to the image input too (react-hook-form does not know it).
    shouldFocusError: false,
  });

  const saving = isSubmitting || create.isPending || update.isPending;

  const checkImage = (file: File | null): string | undefined => {
    if (file) return imageFileError(file) ?? undefined;
    return isEdit ? undefined : GALLERY_MESSAGES.imageRequired;
  };

  const onFileChange = (file: File | null) => {
    setImageFile(file);
    setImageError(file ? checkImage(file) : undefined);
  };

  const close = () => {
    if (!saving) onClose();
  };

  const save = (values: GalleryInput) =>
    isEdit ? update.mutateAsync({ id: image.id, values, imageFile }) : create.mutateAsync({ values, imageFile });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The image lives outside react-hook-form: checked here, beside (not instead of) the schema.
    const imageProblem = checkImage(imageFile);
    setImageError(imageProblem);
    const outcome = await submitForm(handleSubmit, event, save, { valid: !imageProblem });
    reportOutcome(outcome);
    if (outcome.status === 'invalid') return;
    if (outcome.status === 'saved') {
      onClose();
      onSaved(isEdit ? 'updated' : 'uploaded', outcome.result);
      return;
    }
    console.warn('Failed to save gallery image', outcome.error);
    if (outcome.error instanceof ApiError) {
      for (const [field, message] of Object.entries(outcome.error.errors)) {
        if (field === 'image' || field === 'image_url') setImageError(message);
        else if ((FIELD_NAMES as readonly string[]).includes(field)) setError(field as FieldName, { type: 'server', message });
      }
    }
    void showAlert(gallerySaveErrorText(outcome.error), { tone: 'error' });
  };

  const formId = isEdit ? `gallery-form-${image.id}` : 'gallery-form-new';

  return (
    <Dialog
      open
      onClose={close}
      title={isEdit ? 'Edit Image' : 'Add New Image'}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={saving}>
            {isEdit ? 'Update Image' : 'Upload Image'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="gallery-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {errorBanner}
        <ImageInput
          label="Image"
          value={image ? galleryImageUrl(image.image_url) : ''}
          onFileChange={onFileChange}
          error={imageError}
          required={!isEdit}
          hint={isEdit ? 'Leave empty to keep the current image.' : 'JPEG, PNG or WebP, up to 5 MB.'}
          previewAlt="Gallery image preview"
          disabled={saving}
        />
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Description" rows={3} error={errors.description?.message} {...register('description')} />
        <div className="gallery-form__row">
          <SelectField label="Category" options={CATEGORY_OPTIONS} error={errors.category?.message} {...register('category')} />
          <TextField
            label="Display Order"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.display_order?.message}
            {...register('display_order')}
          />
        </div>
        <CheckboxField label="Featured" error={errors.is_featured?.message} {...register('is_featured')} />
      </form>
    </Dialog>
  );
}
