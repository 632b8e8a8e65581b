// Gallery images: mocks/handlers/gallery.ts.
import { z } from 'zod';
import { deletedSchema } from '../envelope';
import { galleryImageSchema, galleryInputSchema } from '../gallery';
import { operations, type ApiRequestBody } from '../openapi/operation';
import { idParam, imageFile, limitParam } from './shared';

const fields = { title: 'Food drive', description: 'Volunteers packing parcels.', category: 'events', is_featured: true, display_order: 3 };
const invalid = { title: '', category: 'holidays', display_order: 'first' };

/** On create an image is required: a file in multipart, an image_url in JSON. */
const body = (create: boolean): ApiRequestBody => ({
  json: {
    schema: galleryInputSchema,
    valid: create ? { ...fields, image_url: '/images/gallery/gallery-01.jpg' } : fields,
    invalid,
  },
  multipart: { schema: galleryInputSchema, files: { image: imageFile(create) }, valid: fields, invalid },
});

export const galleryOperations = operations([
  {
    method: 'get',
    path: '/api/gallery',
    tag: 'Gallery',
    operationId: 'listGalleryImages',
    summary: 'List the gallery images',
    description: 'Public, and the admin list too (?limit=100): the gallery has no hidden images. By display_order, then id.',
    auth: 'public',
    query: { limit: limitParam(12, 100, 12) },
    success: { status: 200, description: 'The images', data: z.array(galleryImageSchema) },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/gallery',
    tag: 'Gallery',
    operationId: 'createGalleryImage',
    summary: 'Add a gallery image',
    description: 'An image file or image_url is required.',
    auth: 'admin',
    body: body(true),
    success: { status: 201, description: 'The new image', data: galleryImageSchema },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'put',
    path: '/api/gallery/{id}',
    tag: 'Gallery',
    operationId: 'updateGalleryImage',
    summary: 'Update a gallery image',
    description: 'Without a new image file the current one stays.',
    auth: 'admin',
    pathParams: { id: idParam('image') },
    body: body(false),
    success: { status: 200, description: 'The image', data: galleryImageSchema },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/gallery/{id}',
    tag: 'Gallery',
    operationId: 'deleteGalleryImage',
    summary: 'Delete a gallery image',
    auth: 'admin',
    pathParams: { id: idParam('image') },
    success: { status: 200, description: 'Deleted', data: deletedSchema },
    errors: [401, 403, 404],
  },
]);
