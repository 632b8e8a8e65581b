// Services: mocks/handlers/services.ts.
import { z } from 'zod';
import { deletedSchema } from '../envelope';
import { operations, type ApiRequestBody } from '../openapi/operation';
import { serviceInputSchema, serviceSchema } from '../services';
import { idParam, imageFile } from './shared';

const fields = { title: 'Orphan Care', description: 'Monthly support for orphans.', icon_class: 'fa-heart', display_order: 7 };
const invalid = { title: '', description: '', icon_class: '<b>', display_order: -1 };

/** On create an image is required: a file in multipart, an image_url in JSON. */
const body = (create: boolean): ApiRequestBody => ({
  json: {
    schema: serviceInputSchema,
    valid: create ? { ...fields, image_url: '/images/services/service-1.jpg' } : fields,
    invalid,
  },
  multipart: { schema: serviceInputSchema, files: { image: imageFile(create) }, valid: fields, invalid },
});

export const serviceOperations = operations([
  {
    method: 'get',
    path: '/api/services',
    tag: 'Services',
    operationId: 'listServices',
    summary: 'List the active services',
    description: 'By display_order, then id.',
    auth: 'public',
    success: { status: 200, description: 'The active services', data: z.array(serviceSchema) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/services/admin',
    tag: 'Services',
    operationId: 'listAllServices',
    summary: 'List every service',
    description: 'Inactive ones too, by display_order, then id.',
    auth: 'admin',
    success: { status: 200, description: 'Every service', data: z.array(serviceSchema) },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/services',
    tag: 'Services',
    operationId: 'createService',
    summary: 'Create a service',
    description: 'An image file or image_url is required.',
    auth: 'admin',
    body: body(true),
    success: { status: 201, description: 'The new service', data: serviceSchema },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'put',
    path: '/api/services/{id}',
    tag: 'Services',
    operationId: 'updateService',
    summary: 'Update a service',
    description: 'Without a new image the current one stays.',
    auth: 'admin',
    pathParams: { id: idParam('service') },
    body: body(false),
    success: { status: 200, description: 'The service', data: serviceSchema },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/services/{id}',
    tag: 'Services',
    operationId: 'deleteService',
    summary: 'Delete a service',
    auth: 'admin',
    pathParams: { id: idParam('service') },
    success: { status: 200, description: 'Deleted', data: deletedSchema },
    errors: [401, 403, 404],
  },
  {
    method: 'patch',
    path: '/api/services/{id}/toggle',
    tag: 'Services',
    operationId: 'toggleService',
    summary: 'Show or hide a service',
    auth: 'admin',
    pathParams: { id: idParam('service') },
    success: { status: 200, description: 'The service', data: serviceSchema },
    errors: [401, 403, 404],
  },
]);
