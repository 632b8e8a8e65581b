// A small hand-written document in the shape of the generated one (README, "The OpenAPI document"), for the
// API reference's tests: public and admin operations, a multipart upload, a binary answer and
// shared error responses, all answerable by the real mock handlers on the default seed.
import type { JsonSchema, OpenApiDocument } from './openapi';

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { success: { const: true }, data, message: { type: 'string' } },
  required: ['success', 'data'],
});

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const serviceInput: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120 },
    description: { type: 'string', minLength: 1, maxLength: 5000 },
    icon_class: { type: 'string', maxLength: 60, pattern: '^[a-z0-9][a-z0-9 -]*$', default: 'fa-hands-helping' },
    display_order: { type: 'integer', minimum: 0 },
    image: { type: 'string', format: 'binary', contentMediaType: 'image/png' },
  },
  required: ['title', 'description'],
};

export function fixtureDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Hope Foundation API', version: '1.0.0', description: 'The demo backend of the Hope Foundation site.' },
    tags: [{ name: 'Services', description: 'The programmes shown on the public pages.' }, { name: 'Admin accounts' }, { name: 'Uploads' }],
    paths: {
      '/api/services': {
        get: {
          operationId: 'listServices',
          tags: ['Services'],
          summary: 'List the active services',
          responses: {
            '200': {
              description: 'The active services',
              content: json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Service' } })),
            },
            '500': { $ref: '#/components/responses/ServerError' },
          },
        },
        post: {
          operationId: 'createService',
          tags: ['Services'],
          summary: 'Add a service',
          security: [{ bearerAuth: [] }],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: serviceInput,
                examples: {
                  valid: { value: { title: 'Clean Water', description: 'Wells for villages.', display_order: 7 } },
                  invalid: { value: { title: '', description: '' } },
                },
              },
            },
          },
          responses: {
            '201': { description: 'The new service', content: json(envelope({ $ref: '#/components/schemas/Service' })) },
            '400': { $ref: '#/components/responses/ValidationError' },
            '401': { $ref: '#/components/responses/Unauthorized' },
          },
        },
      },
      '/api/services/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, example: 2 }],
        delete: {
          operationId: 'deleteService',
          tags: ['Services'],
          summary: 'Delete a service',
          security: [{ bearerAuth: [] }],
          responses: {
            '200': {
              description: 'The id of the deleted service',
              content: json(envelope({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] })),
            },
            '401': { $ref: '#/components/responses/Unauthorized' },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
      '/api/admin': {
        get: {
          operationId: 'listAdmins',
          tags: ['Admin accounts'],
          summary: 'List the admin accounts',
          security: [{ bearerAuth: [] }],
          'x-role': 'administrator',
          responses: {
            '200': { description: 'Every admin account', content: json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Admin' } })) },
            '401': { $ref: '#/components/responses/Unauthorized' },
            '403': { $ref: '#/components/responses/Forbidden' },
          },
        },
      },
      '/uploads/{file}': {
        get: {
          operationId: 'getUpload',
          tags: ['Uploads'],
          summary: 'An uploaded image',
          parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' }, example: 'missing.png' }],
          responses: {
            '200': { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Service: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1 },
            title: { type: 'string', maxLength: 120 },
            description: { type: 'string' },
            image_url: { type: 'string' },
            icon_class: { type: 'string' },
            display_order: { type: 'integer', minimum: 0 },
            is_active: { type: 'boolean' },
            created_at: { type: 'string', format: 'date-time' },
          },
          required: ['id', 'title', 'description', 'image_url', 'icon_class', 'display_order', 'is_active', 'created_at'],
        },
        Admin: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            username: { type: 'string' },
            role: { type: 'string', enum: ['admin', 'moderator'] },
            manager: { anyOf: [{ $ref: '#/components/schemas/Admin' }, { type: 'null' }] },
          },
          required: ['id', 'username', 'role'],
        },
        ErrorEnvelope: {
          type: 'object',
          properties: {
            success: { const: false },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['success', 'message'],
        },
      },
      responses: {
        ValidationError: { description: 'The body failed validation', content: json({ $ref: '#/components/schemas/ErrorEnvelope' }) },
        Unauthorized: { description: 'No valid bearer token', content: json({ $ref: '#/components/schemas/ErrorEnvelope' }) },
        Forbidden: { description: 'Administrators only', content: json({ $ref: '#/components/schemas/ErrorEnvelope' }) },
        NotFound: { description: 'Not found', content: json({ $ref: '#/components/schemas/ErrorEnvelope' }) },
        ServerError: { description: 'Server error', content: json({ $ref: '#/components/schemas/ErrorEnvelope' }) },
      },
    },
  };
}
