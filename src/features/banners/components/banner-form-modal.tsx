// Add / edit a home banner: checked with the shared contract schema (the server uses the same).
import { resourceFormConfig, resourceFormModal, type ResourceImageTexts } from '@/components/resource/resource-form-dialog';
import { resourceTexts } from '@/components/resource/resource-texts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { capitalizedOptions } from '@/components/ui/select-options';
import { bannerResource, TEXT_ALIGNMENTS, type Banner } from '@/types/api/banners';
import { useCreateBanner, useUpdateBanner } from '../api/banner-mutations';

export const BANNER_TEXTS = resourceTexts<Banner>('Banner');

const BANNER_FORM = resourceFormConfig(bannerResource, {
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
  texts: BANNER_TEXTS,
});

const BANNER_IMAGE: ResourceImageTexts = {
  hint: { add: 'Background image: JPEG, PNG or WebP, up to 5 MB.', edit: 'Background image. Leave empty to keep the current one.' },
  previewAlt: 'Background image preview',
};

export const BannerFormModal = resourceFormModal(BANNER_FORM, ({ record, field, imageField }) => (
  <>
    {imageField(record?.image_url ?? '', BANNER_IMAGE)}
    <TextField label="Heading" required {...field('title')} />
    <TextField label="Sub Heading" {...field('sub_heading')} />
    <TextAreaField label="Description" required rows={4} {...field('description')} />
    <div className="ui-resource-form__row">
      <TextField label="Button Text" {...field('button_text')} />
      <TextField label="Button Link" inputMode="url" placeholder="/donate or https://…" {...field('button_link')} />
    </div>
    <SelectField label="Text Alignment" options={capitalizedOptions(TEXT_ALIGNMENTS)} {...field('text_alignment')} />
    <CheckboxField label="Active" {...field('is_active')} />
  </>
));
