// Pieces several registry files share.
import { z } from 'zod';
import { idSchema } from '../coerce';
import { deletedSchema } from '../envelope';
import type { ApiErrorStatus, ApiFileField, ApiOperation, ApiParameter } from '../openapi/operation';

/** The {id} path parameter of a record; `example` exists in the default seed. */
export const idParam = (what: string, example = 1): ApiParameter => ({
  schema: idSchema,
  example,
  description: `The ${what}'s id`,
});

/** ?limit=N of a public list: a positive whole number, capped at `max`. */
export const limitParam = (fallback: number, max: number, example: number): ApiParameter => ({
  schema: z.int().min(1),
  example,
  description: `How many to answer: ${fallback} when absent, at most ${max} (a bigger number is capped); anything but a positive whole number is a 400`,
});

/** The image file beside the fields of a banner, service or gallery form. */
export const imageFile = (required: boolean): ApiFileField => ({
  description: required
    ? 'The image (JPEG, PNG or WebP, at most 5 MB); required unless image_url is given'
    : 'A new image (JPEG, PNG or WebP, at most 5 MB); without one the current image stays',
  mediaType: 'image/png',
  ...(required ? { required } : {}),
});

/**
 * What a valid multipart example holds in place of a required image file: a file name. The file
 * itself cannot be written into the document; a client (the contract suite, /developers) sends a
 * small image of its own.
 */
export const EXAMPLE_IMAGE_FILE = 'example.png';

/** DELETE of one record by a staff member, answered with its id: 404 when there is none. */
export const deleteOperation = ({
  auth = 'admin',
  id,
  errors = [401, 403, 404],
  ...texts
}: Pick<ApiOperation, 'path' | 'tag' | 'operationId' | 'summary' | 'description'> & {
  auth?: ApiOperation['auth'];
  id: ApiParameter;
  errors?: ApiErrorStatus[];
}): ApiOperation => ({
  method: 'delete',
  ...texts,
  auth,
  pathParams: { id },
  success: { status: 200, description: 'Deleted', data: deletedSchema },
  errors,
});
