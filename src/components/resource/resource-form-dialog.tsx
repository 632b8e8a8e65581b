// Add / edit one record of an image resource in a form dialog. The resource gives its schema, its
// defaults, its save hooks, its texts and its inputs; this does the rest the same way for all:
// - the image file, held outside react-hook-form: required on add (a URL field may stand in),
//   checked for type and size when picked and again on submit, beside the schema;
// - every message on the page at once, the spec's "fix the errors" banner, focus on the first
//   invalid field (useFormErrorBanner);
// - a failed save keeps the dialog open with the input and the server's field errors, and says so;
// - the save button is pending while saving, and nothing closes meanwhile;
// - closing with unsaved input (a changed field or a picked file) asks first. The spec asks it of
//   the banner form and forbids it for none, so every resource form asks.
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { Dialog } from '@/components/ui/dialog';
import { fieldBinding } from '@/components/ui/field-binding';
import { ImageInput, type ImageInputProps } from '@/components/ui/image-input';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { ApiError } from '@/lib/api-client';
import { submitForm } from '@/lib/submit-form';
import { imageErrorOf, imageFileError } from '@/lib/upload-image';
import type { ApiResourceMessages } from '@/types/api/resource';
import './resource.css';

export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. Are you sure you want to close?';

/** A save mutation (what the API hooks' useMutation gives). */
export type SaveMutation<V, R> = { mutateAsync: (variables: V) => Promise<R>; isPending: boolean };

export type ResourceFormTexts = {
  addTitle: string;
  editTitle: string;
  addSubmit: string;
  editSubmit: string;
  added: string;
  updated: string;
  /** The alert after a failed save. */
  saveFailed: string | ((error: unknown) => string);
};

export type ResourceFormConfig<T extends { id: number }, V extends FieldValues, I> = {
  resolver: Resolver<V, unknown, I>;
  defaults: (record: T | null) => V;
  useCreate: () => SaveMutation<{ values: I; imageFile: File | null }, T>;
  useUpdate: () => SaveMutation<{ id: number; values: I; imageFile: File | null }, T>;
  /** The message when a new record has no image. */
  imageRequired: string;
  /** A form field holding an image URL, which may stand in for a file. */
  imageUrlField?: Path<V>;
  texts: ResourceFormTexts;
};

/**
 * The form of an `apiResource`: the resource's own input schema checks it (the handler parses the
 * same one) and its image-required message is the form's.
 */
export function resourceFormConfig<T extends { id: number }, V extends FieldValues, I>(
  resource: { inputSchema: z.ZodType<I, V>; messages: Pick<ApiResourceMessages, 'imageRequired'> },
  config: Omit<ResourceFormConfig<T, V, I>, 'resolver' | 'imageRequired'>,
): ResourceFormConfig<T, V, I> {
  return { resolver: zodResolver(resource.inputSchema), imageRequired: resource.messages.imageRequired, ...config };
}

/** The image input's wiring; the resource adds the value (current image), hint and alt. */
type ImageBinding = Required<Pick<ImageInputProps, 'onFileChange' | 'required' | 'disabled'>> & Pick<ImageInputProps, 'onUrlChange' | 'error'>;

/** The image input's hint (one when adding and one when editing, or one for both) and its preview's alt. */
export type ResourceImageTexts = {
  /** The input's label: 'Image' unless the resource names its picture (a logo). */
  label?: string;
  hint: string | { add: string; edit: string };
  previewAlt: string;
};

export type ResourceFieldsProps<T, V extends FieldValues, I> = {
  /** The record being edited; null when adding. */
  record: T | null;
  form: UseFormReturn<V, unknown, I>;
  /** register(name) plus the field's message: spread on a field component. */
  field: (name: Path<V>) => UseFormRegisterReturn<Path<V>> & { error?: string };
  /** The resource's image input, showing `value` (the current image). */
  imageField: (value: string, texts: ResourceImageTexts) => ReactNode;
};

/** What a resource's form modal takes. */
export type ResourceFormProps<T> = {
  open: boolean;
  /** The record to edit; null to add one. */
  record: T | null;
  onClose: () => void;
};

export type ResourceFormDialogProps<T extends { id: number }, V extends FieldValues, I> = ResourceFormProps<T> & {
  config: ResourceFormConfig<T, V, I>;
  /** The resource's inputs, in its order. */
  children: (fields: ResourceFieldsProps<T, V, I>) => ReactNode;
};

export function ResourceFormDialog<T extends { id: number }, V extends FieldValues, I>({ open, record, ...rest }: ResourceFormDialogProps<T, V, I>) {
  if (!open) return null;
  // A fresh form (and fresh state) for every opening.
  return <ResourceForm key={record?.id ?? 'new'} record={record} {...rest} />;
}

/** A resource's form modal: its config, and its inputs in its order. */
export function resourceFormModal<T extends { id: number }, V extends FieldValues, I>(
  config: ResourceFormConfig<T, V, I>,
  fields: (fields: ResourceFieldsProps<T, V, I>) => ReactNode,
) {
  return function ResourceFormModal(props: ResourceFormProps<T>) {
    return (
      <ResourceFormDialog config={config} {...props}>
        {fields}
      </ResourceFormDialog>
    );
  };
}

function ResourceForm<T extends { id: number }, V extends FieldValues, I>({
  config,
  record,
  onClose,
  children,
}: Omit<ResourceFormDialogProps<T, V, I>, 'open'>) {
  const { texts, imageUrlField } = config;
  const isEdit = record !== null;
  const formId = useId();
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  const create = config.useCreate();
  const update = config.useUpdate();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();

  const form = useForm<V, unknown, I>({
    resolver: config.resolver,
    defaultValues: config.defaults(record) as DefaultValues<V>,
    // useFormErrorBanner moves focus, to the image input too (react-hook-form does not know it).
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  const saving = isSubmitting || create.isPending || update.isPending;
  const messageOf = (name: Path<V>) => (get(errors, name) as { message?: string } | undefined)?.message;

  const checkImage = (file: File | null): string | undefined => {
    if (file) return imageFileError(file) ?? undefined;
    const url = imageUrlField ? String(getValues(imageUrlField) ?? '').trim() : '';
    return isEdit || url ? undefined : config.imageRequired;
  };

  const image: ImageBinding = {
    onFileChange: (file) => {
      setImageFile(file);
      setImageError(file ? checkImage(file) : undefined);
    },
    onUrlChange: imageUrlField
      ? (url) => {
          setValue(imageUrlField, url as V[Path<V>], { shouldDirty: true });
          setImageError(undefined);
        }
      : undefined,
    error: imageError ?? (imageUrlField ? messageOf(imageUrlField) : undefined),
    required: !isEdit,
    disabled: saving,
  };

  const field = fieldBinding(register, errors);

  const imageField = (value: string, { label = 'Image', hint, previewAlt }: ResourceImageTexts) => (
    <ImageInput
      label={label}
      value={value}
      {...image}
      hint={typeof hint === 'string' ? hint : isEdit ? hint.edit : hint.add}
      previewAlt={previewAlt}
    />
  );

  const requestClose = async () => {
    if (saving) return;
    if ((isDirty || imageFile) && !(await askConfirm(UNSAVED_CHANGES_TEXT, { confirmLabel: 'Close', cancelLabel: 'Keep editing' }))) {
      return;
    }
    onClose();
  };

  const save = (values: I) => (isEdit ? update.mutateAsync({ id: record.id, values, imageFile }) : create.mutateAsync({ values, imageFile }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const imageProblem = checkImage(imageFile);
    setImageError(imageProblem);
    const outcome = await submitForm(handleSubmit, event, save, { valid: !imageProblem });
    reportOutcome(outcome);
    if (outcome.status === 'invalid') return;
    if (outcome.status === 'saved') {
      onClose();
      void showAlert(isEdit ? texts.updated : texts.added, { tone: 'success' });
      return;
    }
    // Spec: the failure is logged and passed back to the form.
    const { error } = outcome;
    console.warn(`${isEdit ? texts.editTitle : texts.addTitle}: the save failed`, error);
    if (error instanceof ApiError) {
      // The form's fields are the keys of its defaults; the image's own errors are read below.
      const fields = Object.keys(config.defaults(null));
      for (const [name, message] of Object.entries(error.errors)) {
        if (fields.includes(name)) setError(name as Path<V>, { type: 'server', message });
      }
    }
    const imageMessage = imageErrorOf(error);
    if (imageMessage) setImageError(imageMessage);
    void showAlert(typeof texts.saveFailed === 'string' ? texts.saveFailed : texts.saveFailed(error), { tone: 'error' });
  };

  return (
    <Dialog
      open
      onClose={() => void requestClose()}
      title={isEdit ? texts.editTitle : texts.addTitle}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={() => void requestClose()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={saving}>
            {isEdit ? texts.editSubmit : texts.addSubmit}
          </Button>
        </>
      }
    >
      <form method="post" ref={formRef} id={formId} className="ui-resource-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {errorBanner}
        {children({ record, form, field, imageField })}
      </form>
    </Dialog>
  );
}
