// Create / edit a blog post (an "event" in localStorage). Checks with the shared contract schema;
// the image comes from a file (uploaded, or inlined if the upload fails) or a URL. Tags and
// highlights are comma-separated. A failed save keeps the modal open with the input.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/dialog-provider';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { fieldBinding } from '@/components/ui/field-binding';
import { ImageInput } from '@/components/ui/image-input';
import { useFormErrorBanner } from '@/components/ui/use-form-error-banner';
import { submitForm } from '@/lib/submit-form';
import { imageErrorOf, imageFileError, uploadImage } from '@/lib/upload-image';
import { EVENT_MESSAGES, POST_CATEGORIES, eventFormSchema, type EventForm, type EventFormValues, type EventPost } from '@/types/api/events';
import { useCreateEvent } from '../api/create-event';
import { eventQueries } from '../api/event-queries';
import { useUpdateEvent } from '../api/update-event';
import './blog-posts-section.css';

function defaultsFor(event: EventPost | null): EventFormValues {
  return {
    title: event?.title ?? '',
    category: event?.category ?? '',
    date: event?.date ?? '',
    description: event?.description ?? '',
    content: event?.content ?? '',
    image: event?.image ?? '',
    tags: event?.tags.join(', ') ?? '',
    highlights: event?.highlights.join(', ') ?? '',
  };
}

export type EventFormModalProps = {
  open: boolean;
  /** The post to edit; null to create one. */
  event: EventPost | null;
  onClose: () => void;
  /** Called after a successful save, once the modal has closed. */
  onSaved: (result: 'created' | 'updated', event: EventPost) => void;
};

export function EventFormModal({ open, event, onClose, onSaved }: EventFormModalProps) {
  if (!open) return null;
  return <EventFormDialog key={event?.id ?? 'new'} event={event} onClose={onClose} onSaved={onSaved} />;
}

function EventFormDialog({ event, onClose, onSaved }: Omit<EventFormModalProps, 'open'>) {
  const isEdit = event !== null;
  const showAlert = useAlert();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const { data: categories } = useQuery(eventQueries.categories());
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { formRef, report: reportOutcome, banner: errorBanner } = useFormErrorBanner();

  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: defaultsFor(event),
    // useFormErrorBanner moves focus, to the image input too (react-hook-form does not know it).
    shouldFocusError: false,
  });
  const field = fieldBinding(register, errors);
  const imageValue = String(useWatch({ control, name: 'image' }) ?? '');

  // Spec: the category comes from the stored categories (the four post categories when none are
  // stored); an edited post keeps its own category even if it was since removed from the list.
  const names = categories.length ? categories.map((c) => c.name) : [...POST_CATEGORIES];
  if (event && !names.some((name) => name.toLowerCase() === event.category.toLowerCase())) names.push(event.category);
  const categoryOptions = names.map((name) => ({ value: name, label: name }));

  const saving = isSubmitting || create.isPending || update.isPending;

  const onFileChange = (file: File | null) => {
    setImageFile(file);
    setImageError(file ? (imageFileError(file) ?? undefined) : undefined);
  };

  const close = () => {
    if (!saving) onClose();
  };

  const save = async (values: EventForm) => {
    const image = imageFile ? await uploadImage(imageFile) : values.image;
    // The form does not show the details image and gallery: an edit keeps them (the details
    // image follows the main image when they were the same).
    const keepDetails = event && event.detailsImage && event.detailsImage !== event.image ? event.detailsImage : undefined;
    const form: EventForm = {
      ...values,
      image,
      detailsImage: keepDetails ?? image,
      galleryImages: event ? event.galleryImages.join(', ') : values.galleryImages,
    };
    return isEdit ? update.mutateAsync({ id: event.id, values: form }) : create.mutateAsync(form);
  };

  const onSubmit = async (submitEvent: FormEvent<HTMLFormElement>) => {
    // The image file lives outside react-hook-form: checked here, beside (not instead of) the schema.
    const fileProblem = imageFile ? (imageFileError(imageFile) ?? undefined) : undefined;
    setImageError(fileProblem);
    const outcome = await submitForm(handleSubmit, submitEvent, save, { valid: !fileProblem });
    reportOutcome(outcome);
    if (outcome.status === 'invalid') return;
    if (outcome.status === 'saved') {
      onClose();
      onSaved(isEdit ? 'updated' : 'created', outcome.result);
      return;
    }
    console.warn('Failed to save the post', outcome.error);
    // A refused upload (413, 415) is shown at the image field as well.
    setImageError(imageErrorOf(outcome.error));
    void showAlert(EVENT_MESSAGES.createFailed, { tone: 'error' });
  };

  const formId = isEdit ? `event-form-${event.id}` : 'event-form-new';

  return (
    <Dialog
      open
      onClose={close}
      title={isEdit ? 'Edit Post' : 'Create New Post'}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={saving}>
            {isEdit ? 'Update Post' : 'Publish Post'}
          </Button>
        </>
      }
    >
      <form method="post" ref={formRef} id={formId} className="event-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {errorBanner}
        <TextField label="Title" required {...field('title')} />
        <div className="event-form__row">
          <SelectField label="Category" required placeholder="Select a category" options={categoryOptions} {...field('category')} />
          <TextField label="Date" type="date" required {...field('date')} />
        </div>
        <TextAreaField label="Short Description" required rows={3} {...field('description')} />
        <TextAreaField label="Content" required rows={8} hint="Separate paragraphs with a blank line." {...field('content')} />
        <ImageInput
          label="Image"
          value={imageValue}
          onFileChange={onFileChange}
          onUrlChange={(url) => setValue('image', url, { shouldDirty: true })}
          urlLabel="Image URL"
          error={imageError ?? errors.image?.message}
          hint="Upload a JPEG, PNG or WebP image, or give an image URL."
          previewAlt="Post image preview"
          disabled={saving}
        />
        <TextField label="Tags" placeholder="education, children, school" hint="Separate tags with commas." {...field('tags')} />
        <TextField
          label="Highlights"
          placeholder="500 school kits, Uniforms and books"
          hint="Separate highlights with commas."
          {...field('highlights')}
        />
      </form>
    </Dialog>
  );
}
