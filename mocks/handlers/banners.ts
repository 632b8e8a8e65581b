import type { HttpHandler } from 'msw';
import type { At } from '../core/api-paths';
import { bannerResource } from '@/types/api/banners';
import { newestFirst, resourceHandlers } from './resource';

export const bannersHandlers = (at: At): HttpHandler[] =>
  resourceHandlers(
    {
      resource: bannerResource,
      collection: (db) => db.banners,
      sort: newestFirst,
      // The link is sent as button_link and stored as link_url; optional texts are stored as ''.
      toRecord: ({ button_link, image_url: _ignored, ...fields }, image_url) => ({
        ...fields,
        sub_heading: fields.sub_heading ?? '',
        button_text: fields.button_text ?? '',
        link_url: button_link ?? '',
        image_url,
      }),
    },
    at,
  );
