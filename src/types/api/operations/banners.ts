// Home page hero banners: mocks/handlers/banners.ts.
import { z } from 'zod';
import { bannerInputSchema, bannerSchema } from '../banners';
import { deletedSchema } from '../envelope';
import { operations, type ApiRequestBody } from '../openapi/operation';
import { idParam, imageFile } from './shared';

const fields = { title: 'Winter appeal', description: 'Warm meals and blankets for families this winter.', text_alignment: 'left' };
const invalid = { title: '', description: '', button_text: 'Give', button_link: 'javascript:alert(1)' };

/** On create an image is required: a file in multipart, an image_url in JSON. */
const body = (create: boolean): ApiRequestBody => ({
  json: {
    schema: bannerInputSchema,
    valid: create ? { ...fields, image_url: '/images/banners/banner-1.jpg' } : fields,
    invalid,
  },
  multipart: { schema: bannerInputSchema, files: { image: imageFile(create) }, valid: fields, invalid },
});

export const bannerOperations = operations([
  {
    method: 'get',
    path: '/api/banner',
    tag: 'Banners',
    operationId: 'listBanners',
    summary: 'List the active banners',
    description: 'The home page hero, newest first.',
    auth: 'public',
    success: { status: 200, description: 'The active banners', data: z.array(bannerSchema) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/banner/admin',
    tag: 'Banners',
    operationId: 'listAllBanners',
    summary: 'List every banner',
    description: 'Inactive ones too, newest first.',
    auth: 'admin',
    success: { status: 200, description: 'Every banner', data: z.array(bannerSchema) },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/banner/{id}',
    tag: 'Banners',
    operationId: 'getBanner',
    summary: 'Read one banner',
    description: 'Public, for the preview page.',
    auth: 'public',
    pathParams: { id: idParam('banner') },
    success: { status: 200, description: 'The banner', data: bannerSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/banner',
    tag: 'Banners',
    operationId: 'createBanner',
    summary: 'Create a banner',
    description: 'The link is sent as button_link and stored as link_url. An image file or image_url is required.',
    auth: 'admin',
    body: body(true),
    success: { status: 201, description: 'The new banner', data: bannerSchema },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'put',
    path: '/api/banner/{id}',
    tag: 'Banners',
    operationId: 'updateBanner',
    summary: 'Update a banner',
    description: 'Without a new image the current one stays.',
    auth: 'admin',
    pathParams: { id: idParam('banner') },
    body: body(false),
    success: { status: 200, description: 'The banner', data: bannerSchema },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/banner/{id}',
    tag: 'Banners',
    operationId: 'deleteBanner',
    summary: 'Delete a banner',
    auth: 'admin',
    pathParams: { id: idParam('banner') },
    success: { status: 200, description: 'Deleted', data: deletedSchema },
    errors: [401, 403, 404],
  },
  {
    method: 'patch',
    path: '/api/banner/{id}/toggle',
    tag: 'Banners',
    operationId: 'toggleBanner',
    summary: 'Show or hide a banner',
    auth: 'admin',
    pathParams: { id: idParam('banner') },
    success: { status: 200, description: 'The banner', data: bannerSchema },
    errors: [401, 403, 404],
  },
]);
