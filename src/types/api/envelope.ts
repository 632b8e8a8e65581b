import { z } from 'zod';
import { idSchema } from './coerce';

/** Every response: { success, data?, message?, errors? }. */
export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
  errors?: Record<string, string>;
  /** Only the upload call answers with this besides data. */
  imageUrl?: string;
}

export const VALIDATION_FAILED = 'Validation failed';

/** 400 to a path under /api/ or /uploads/ that is not valid percent-encoding ('/api/%'). */
export const MALFORMED_PATH = 'Malformed request path: it is not valid percent-encoding';

/** 507 to any write the storage refused for want of space; the write left the data as it was. */
export const STORAGE_FULL = 'Storage is full. Nothing was saved.';

/** Field errors from a zod failure, keyed by the first path segment ('_' for the whole body). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** data of every DELETE: the id that was removed. Only the OpenAPI document builds it (hence pure). */
export const deletedSchema = /* @__PURE__ */ z.object({ id: idSchema });
