// Add / edit a home banner: checked with the shared contract schema (the server uses the same).
import { zodResolver } from '@hookform/resolvers/zod';
import { ResourceFormDialog, type ResourceFormConfig, type ResourceFormProps } from '@/components/resource/resource-form-dialog';
import { resourceTexts } from '@/components/resource/resource-texts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageInput } from '@/components/ui/image-input';
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

export const BANNER_TEXTS = resourceTexts<Banner>('Banner');

const ALIGNMENT_OPTIONS = TEXT_ALIGNMENTS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

const BANNER_FORM: ResourceFormConfig<Banner, BannerInputValues, BannerInput> = {
  resolver: zodResolver(bannerInputSchema),
  defaults: (banner) => ({
    title: banner?.title ?? '',
    sub_heading: banner?.sub_heading ?? '',
    description: banner?.description ?? '',
    button_text: banner?.button_text ?? '',
    button_link: banner?.link_url ?? '',
    text_alignment: banner?.text_alignment ?? 'center',
    is_active: banner?.is_active ?? true,
  }),
  useCreate: useCreateBanner,
  useUpdate: useUpdateBanner,
  imageRequired: BANNER_MESSAGES.imageRequired,
  texts: BANNER_TEXTS,
};

export function BannerFormModal(props: ResourceFormProps<Banner>) {
  return (
    <ResourceFormDialog config={BANNER_FORM} {...props}>
      {({ record, field, image }) => (
        <>
          <ImageInput
            label="Image"
            value={record?.image_url ?? ''}
            {...image}
            hint={record ? 'Background image. Leave empty to keep the current one.' : 'Background image: JPEG, PNG or WebP, up to 5 MB.'}
            previewAlt="Background image preview"
          />
          <TextField label="Heading" required {...field('title')} />
          <TextField label="Sub Heading" {...field('sub_heading')} />
          <TextAreaField label="Description" required rows={4} {...field('description')} />
          <div className="ui-resource-form__row">
            <TextField label="Button Text" {...field('button_text')} />
            <TextField label="Button Link" inputMode="url" placeholder="/donate or https://…" {...field('button_link')} />
          </div>
          <SelectField label="Text Alignment" options={ALIGNMENT_OPTIONS} {...field('text_alignment')} />
          <CheckboxField label="Active" {...field('is_active')} />
        </>
      )}
    </ResourceFormDialog>
  );
}
