// Add / edit a service: checked with the shared contract schema; the image is a file or a URL.
import { useWatch } from 'react-hook-form';
import { resourceFormConfig, resourceFormModal, type ResourceFieldsProps, type ResourceImageTexts } from '@/components/resource/resource-form-dialog';
import { resourceTexts } from '@/components/resource/resource-texts';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ClassIcon } from '@/components/ui/class-icon';
import { DEFAULT_ICON_CLASS } from '@/types/api/plain-values';
import { serviceResource, type Service } from '@/types/api/services';
import type { ResourceInput, ResourceValues } from '@/types/api/resource';
import { useCreateService, useUpdateService } from '../api/service-mutations';
import './services-section.css';

export const SERVICE_TEXTS = resourceTexts<Service>('Service');

const SERVICE_FORM = resourceFormConfig(serviceResource, {
  defaults: (service) => ({
    title: service?.title ?? '',
    description: service?.description ?? '',
    icon_class: service?.icon_class ?? DEFAULT_ICON_CLASS,
    display_order: String(service?.display_order ?? 0),
    is_active: service?.is_active ?? true,
    image_url: service?.image_url ?? '',
  }),
  useCreate: useCreateService,
  useUpdate: useUpdateService,
  imageUrlField: 'image_url',
  texts: SERVICE_TEXTS,
});

const SERVICE_IMAGE: ResourceImageTexts = {
  hint: 'Upload a JPEG, PNG or WebP image (up to 5 MB), or give an image URL.',
  previewAlt: 'Service image preview',
};

function ServiceFields({
  form,
  field,
  imageField,
}: ResourceFieldsProps<Service, ResourceValues<typeof serviceResource>, ResourceInput<typeof serviceResource>>) {
  const imageUrl = String(useWatch({ control: form.control, name: 'image_url' }) ?? '');
  const iconClass = String(useWatch({ control: form.control, name: 'icon_class' }) ?? '');
  return (
    <>
      <TextField label="Title" required {...field('title')} />
      <TextAreaField label="Description" required rows={4} {...field('description')} />
      <div className="ui-resource-form__row service-form__row">
        <div className="service-form__icon-field">
          <TextField
            label="Icon Class"
            placeholder={DEFAULT_ICON_CLASS}
            hint="A Font Awesome class, e.g. fa-hands-helping or fa-heart."
            {...field('icon_class')}
          />
          <span className="service-form__icon-preview" aria-hidden="true">
            <ClassIcon iconClass={iconClass || DEFAULT_ICON_CLASS} />
          </span>
        </div>
        <TextField label="Display Order" type="number" min={0} step={1} inputMode="numeric" {...field('display_order')} />
      </div>
      {imageField(imageUrl, SERVICE_IMAGE)}
      <CheckboxField label="Active" {...field('is_active')} />
    </>
  );
}

export const ServiceFormModal = resourceFormModal(SERVICE_FORM, (fields) => <ServiceFields {...fields} />);
