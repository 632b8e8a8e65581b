// The home page's hero banners.
import { bannerResource } from '@/types/api/banners';
import { bannerDocs } from '@/types/api/operations/banners';
import { seedBanners } from '../seed/banners';
import { defineResource, newestFirst } from './define-resource';

const banners = defineResource({
  name: 'banners',
  api: bannerResource,
  docs: bannerDocs,
  sort: newestFirst,
  // The link is sent as button_link and stored as link_url; optional texts are stored as ''.
  toRecord: ({ button_link, image_url: _ignored, ...fields }, image_url) => ({
    ...fields,
    sub_heading: fields.sub_heading ?? '',
    button_text: fields.button_text ?? '',
    link_url: button_link ?? '',
    image_url,
  }),
  seed: seedBanners,
});

export default banners;

declare module './index' {
  interface RegisteredResources {
    banners: typeof banners;
  }
}
