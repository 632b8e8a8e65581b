// Uploaded images served back: mocks/handlers/uploads.ts.
import { z } from 'zod';
import { UPLOAD_FILE_NAME } from '../demo';
import { operations, type ApiOperation } from '../openapi/operation';

/** The first upload on a fresh seed is stored as 1.png (the seed has no uploads). */
const file = {
  schema: z.string().regex(UPLOAD_FILE_NAME),
  example: '1.png',
  description: 'The stored name, as POST /api/admin/upload answers it in imageUrl (the first upload on a fresh seed is 1.png)',
};

const serve = (path: string, operationId: string, summary: string): ApiOperation => ({
  method: 'get',
  path,
  tag: 'Uploads',
  operationId,
  summary,
  auth: 'public',
  pathParams: { file },
  success: { status: 200, description: 'The image bytes', binary: 'image/*' },
  errors: [404],
  // The example file is the first upload's: the contract suite makes it first.
  setup: ['uploadImage'],
});

export const uploadOperations = operations([
  serve('/uploads/{file}', 'getUpload', 'An uploaded image (banners, services, logos)'),
  serve('/api/uploads/{file}', 'getUploadViaApi', 'An uploaded image, through the /api prefix (gallery)'),
]);
