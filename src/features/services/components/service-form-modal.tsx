// Add / edit a service. Checks with the shared contract schema, shows every message on the page,
// and on a failed save keeps the modal open with the input and the server's field errors.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/dialog-provider';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { iconFromClass } from '@/components/ui/icon-registry';
import { ImageInput } from '@/components/ui/image-input';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { imageErrorOf, imageFileError } from '@/lib/upload-image';
import {
  DEFAULT_ICON_CLASS,
  SERVICE_MESSAGES,
  serviceInputSchema,
  type Service,
  type ServiceInput,
  type ServiceInputValues,
} from '@/types/api/services';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import './services-section.css';

export const SERVICE_FORM_TEXTS = {
  saveFailed: 'Failed to save service. Please try again.',
  added: 'Service added successfully!',
  updated: 'Service updated successfully!',
} as const;

const FIELD_NAMES = ['title', 'description', 'icon_class', 'display_order', 'is_active', 'image_url'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function defaultsFor(service: Service | null): ServiceInputValues {
  return {
    title: service?.title ?? '',
    description: service?.description ?? '',
    icon_class: service?.icon_class ?? DEFAULT_ICON_CLASS,
    display_order: String(service?.display_order ?? 0),
    is_active: service?.is_active ?? true,
    image_url: service?.image_url ?? '',
  };
}

export type ServiceFormModalProps = {
  open: boolean;
  /** The service to edit; null to add one. */
  service: Service | null;
  onClose: () => void;
  /** Called after a successful save, once the modal has closed. */
  onSaved: (result: 'added' | 'updated', service: Service) => void;
};

export function ServiceFormModal({ open, service, onClose, onSaved }: ServiceFormModalProps) {
  if (!open) return null;
  return <ServiceForm key={service?.id ?? 'new'} service={service} onClose={onClose} onSaved={onSaved} />;
}

function ServiceForm({ service, onClose, onSaved }: Omit<ServiceFormModalProps, 'open'>) {
  const isEdit = service !== null;
  const showAlert = useAlert();
  const create = useCreateService();
  const update = useUpdateService();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ServiceInputValues, unknown, ServiceInput>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: defaultsFor(service),
    // useFormErrorBanner moves focus, to the image input too (react-hook-form does not know it).
    shouldFocusError: false,
  });

  const saving = isSubmitting || create.isPending || update.isPending;
  const imageUrl = String(useWatch({ control, name: 'image_url' }) ?? '');
  const iconClass = String(useWatch({ control, name: 'icon_class' }) ?? '');

  const checkImage = (file: File | null, url: string): string | undefined => {
    if (file) return imageFileError(file) ?? undefined;
    if (!isEdit && !url.trim()) return SERVICE_MESSAGES.imageRequired;
    return undefined;
  };

  const onFileChange = (file: File | null) => {
    setImageFile(file);
    setImageError(file ? checkImage(file, '') : undefined);
  };

  const onUrlChange = (url: string) => {
    setValue('image_url', url, { shouldDirty: true });
    setImageError(undefined);
  };

  const close = () => {
    if (!saving) onClose();
  };

  const save = (values: ServiceInput) =>
    isEdit ? update.mutateAsync({ id: service.id, values, imageFile }) : create.mutateAsync({ values, imageFile });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The image file lives outside react-hook-form: checked here, beside (not instead of) the schema.
    const imageProblem = checkImage(imageFile, String(getValues('image_url') ?? ''));
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
    console.warn('Failed to save service', outcome.error);
    if (outcome.error instanceof ApiError) {
      for (const [field, message] of Object.entries(outcome.error.errors)) {
        if ((FIELD_NAMES as readonly string[]).includes(field)) setError(field as FieldName, { type: 'server', message });
      }
    }
    const imageMessage = imageErrorOf(outcome.error);
    if (imageMessage) setImageError(imageMessage);
    void showAlert(SERVICE_FORM_TEXTS.saveFailed, { tone: 'error' });
  };

  const formId = isEdit ? `service-form-${service.id}` : 'service-form-new';

  return (
    <Dialog
      open
      onClose={close}
      title={isEdit ? 'Edit Service' : 'Add Service'}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={saving}>
            {isEdit ? 'Update Service' : 'Save Service'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="service-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {errorBanner}
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Description" required rows={4} error={errors.description?.message} {...register('description')} />
        <div className="service-form__row">
          <div className="service-form__icon-field">
            <TextField
              label="Icon Class"
              placeholder={DEFAULT_ICON_CLASS}
              hint="A Font Awesome class, e.g. fa-hands-helping or fa-heart."
              error={errors.icon_class?.message}
              {...register('icon_class')}
            />
            <span className="service-form__icon-preview" aria-hidden="true">
              <Icon name={iconFromClass(iconClass || DEFAULT_ICON_CLASS)} />
            </span>
          </div>
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
        <ImageInput
          label="Image"
          value={imageUrl}
          onFileChange={onFileChange}
          onUrlChange={onUrlChange}
          urlLabel="Image URL"
          error={imageError ?? errors.image_url?.message}
          required={!isEdit}
          hint="Upload a JPEG, PNG or WebP image (up to 5 MB), or give an image URL."
          previewAlt="Service image preview"
          disabled={saving}
        />
        <CheckboxField label="Active" error={errors.is_active?.message} {...register('is_active')} />
      </form>
    </Dialog>
  );
}
