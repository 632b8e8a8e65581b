// Add / edit a home banner. Checks with the shared contract schema (the server uses the same),
// shows every message on the page, and on a failed save keeps the modal open with the input and
// the server's field errors. Closing with unsaved input asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageInput } from '@/components/ui/image-input';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { imageErrorOf, imageFileError } from '@/lib/upload-image';
import {
  BANNER_MESSAGES,
  bannerInputSchema,
  TEXT_ALIGNMENTS,
  type Banner,
  type BannerInput,
  type BannerInputValues,
} from '@/types/api/banners';
import { useCreateBanner } from '../api/create-banner';
import { useUpdateBanner } from '../api/update-banner';
import './banners-section.css';

export const BANNER_FORM_TEXTS = {
  saveFailed: 'Failed to save banner. Please try again.',
  unsaved: 'You have unsaved changes. Are you sure you want to close?',
  added: 'Banner added successfully!',
  updated: 'Banner updated successfully!',
} as const;

const ALIGNMENT_OPTIONS = TEXT_ALIGNMENTS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

const FIELD_NAMES = ['title', 'sub_heading', 'description', 'button_text', 'button_link', 'text_alignment', 'is_active'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function defaultsFor(banner: Banner | null): BannerInputValues {
  return {
    title: banner?.title ?? '',
    sub_heading: banner?.sub_heading ?? '',
    description: banner?.description ?? '',
    button_text: banner?.button_text ?? '',
    button_link: banner?.link_url ?? '',
    text_alignment: banner?.text_alignment ?? 'center',
    is_active: banner?.is_active ?? true,
  };
}

export type BannerFormModalProps = {
  open: boolean;
  /** The banner to edit; null to add one. */
  banner: Banner | null;
  onClose: () => void;
  /** Called after a successful save, once the modal has closed. */
  onSaved: (result: 'added' | 'updated', banner: Banner) => void;
};

export function BannerFormModal({ open, banner, onClose, onSaved }: BannerFormModalProps) {
  if (!open) return null;
  // A fresh form (and fresh state) for every opening.
  return <BannerForm key={banner?.id ?? 'new'} banner={banner} onClose={onClose} onSaved={onSaved} />;
}

function BannerForm({ banner, onClose, onSaved }: Omit<BannerFormModalProps, 'open'>) {
  const isEdit = banner !== null;
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BannerInputValues, unknown, BannerInput>({
    resolver: zodResolver(bannerInputSchema),
    defaultValues: defaultsFor(banner),
    // useFormErrorBanner moves focus, to the image input too (react-hook-form does not know it).
    shouldFocusError: false,
  });

  const saving = isSubmitting || create.isPending || update.isPending;

  const checkImage = (file: File | null): string | undefined => {
    if (file) return imageFileError(file) ?? undefined;
    return isEdit ? undefined : BANNER_MESSAGES.imageRequired;
  };

  const onImageChange = (file: File | null) => {
    setImageFile(file);
    setImageError(file ? checkImage(file) : undefined);
  };

  const requestClose = async () => {
    if (saving) return;
    if ((isDirty || imageFile) && !(await askConfirm(BANNER_FORM_TEXTS.unsaved, { confirmLabel: 'Close', cancelLabel: 'Keep editing' }))) {
      return;
    }
    onClose();
  };

  const save = (values: BannerInput) =>
    isEdit ? update.mutateAsync({ id: banner.id, values, imageFile }) : create.mutateAsync({ values, imageFile });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The image lives outside react-hook-form: checked here, beside (not instead of) the schema.
    const imageProblem = checkImage(imageFile);
    setImageError(imageProblem);
    const outcome = await submitForm(handleSubmit, event, save, { valid: !imageProblem });
    reportOutcome(outcome);
    if (outcome.status === 'invalid') return;
    if (outcome.status === 'saved') {
      onClose();
      onSaved(isEdit ? 'updated' : 'added', outcome.result);
      return;
    }
    // Spec: the failure is logged and passed back to the form.
    console.warn('Failed to save banner', outcome.error);
    if (outcome.error instanceof ApiError) {
      for (const [field, message] of Object.entries(outcome.error.errors)) {
        if ((FIELD_NAMES as readonly string[]).includes(field)) setError(field as FieldName, { type: 'server', message });
      }
    }
    const imageMessage = imageErrorOf(outcome.error);
    if (imageMessage) setImageError(imageMessage);
    void showAlert(BANNER_FORM_TEXTS.saveFailed, { tone: 'error' });
  };

  const formId = isEdit ? `banner-form-${banner.id}` : 'banner-form-new';

  return (
    <Dialog
      open
      onClose={() => void requestClose()}
      title={isEdit ? 'Edit Banner' : 'Add Banner'}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={() => void requestClose()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={saving}>
            {isEdit ? 'Update Banner' : 'Save Banner'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="banner-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {errorBanner}
        <ImageInput
          label="Image"
          value={banner?.image_url ?? ''}
          onFileChange={onImageChange}
          error={imageError}
          required={!isEdit}
          hint={isEdit ? 'Background image. Leave empty to keep the current one.' : 'Background image: JPEG, PNG or WebP, up to 5 MB.'}
          previewAlt="Background image preview"
          disabled={saving}
        />
        <TextField label="Heading" required error={errors.title?.message} {...register('title')} />
        <TextField label="Sub Heading" error={errors.sub_heading?.message} {...register('sub_heading')} />
        <TextAreaField label="Description" required rows={4} error={errors.description?.message} {...register('description')} />
        <div className="banner-form__row">
          <TextField label="Button Text" error={errors.button_text?.message} {...register('button_text')} />
          <TextField
            label="Button Link"
            inputMode="url"
            placeholder="/donate or https://…"
            error={errors.button_link?.message}
            {...register('button_link')}
          />
        </div>
        <SelectField
          label="Text Alignment"
          options={ALIGNMENT_OPTIONS}
          error={errors.text_alignment?.message}
          {...register('text_alignment')}
        />
        <CheckboxField label="Active" error={errors.is_active?.message} {...register('is_active')} />
      </form>
    </Dialog>
  );
}
