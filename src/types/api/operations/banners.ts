// How the OpenAPI document describes the banner routes (mocks/resources/banners.ts declares the resource).
import type { ResourceDocs } from './resource';

export const bannerDocs: ResourceDocs = {
  tag: 'Banners',
  tagDescription: 'The hero banners of the home page.',
  schemaName: 'Banner',
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
};
