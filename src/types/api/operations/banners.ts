// Home page hero banners: mocks/handlers/banners.ts.
import { bannerResource } from '../banners';
import { resourceOperations } from './resource';

export const bannerOperations = resourceOperations(bannerResource, {
  tag: 'Banners',
  names: { one: 'banner', many: 'banners' },
  examples: {
    fields: { title: 'Winter appeal', description: 'Warm meals and blankets for families this winter.', text_alignment: 'left' },
    invalid: { title: '', description: '', button_text: 'Give', button_link: 'javascript:alert(1)' },
    imageUrl: '/images/banners/banner-1.jpg',
  },
  routes: {
    list: { description: 'The home page hero, newest first.' },
    listAll: { description: 'Inactive ones too, newest first.' },
    read: { description: 'Public, for the preview page.' },
    create: { description: 'The link is sent as button_link and stored as link_url. An image file or image_url is required.' },
  },
});
