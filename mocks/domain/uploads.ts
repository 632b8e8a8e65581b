// Uploaded images: checked for type and size, stored as blobs, served back at /uploads/<file>.
// An image sent inline as a data URL (the client's fallback when an upload could not be made) is
// checked by the same rules before it is stored on a record.
import { ALLOWED_IMAGE_TYPES, UPLOAD_MESSAGES, base64Size } from '@/types/api/uploads';
import { MAX_UPLOAD_BYTES, base64Head, hasImageSignature } from '@/types/api/url-rules';
import { nowIsoOf, type RequestContext } from '../core/context';
import { fail } from '../core/responses';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The upload rules: an allowed type whose bytes start with its magic number (415), at most 5 MB (413). */
function imageProblem(type: string, head: Uint8Array, size: number): Response | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(type) || !hasImageSignature(head, type)) {
    return fail(415, UPLOAD_MESSAGES.unsupportedType);
  }
  if (size > MAX_UPLOAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge);
  return null;
}

/** Validates and stores an uploaded image; returns its root-relative URL or an error response. */
export async function storeUpload(context: RequestContext, file: File): Promise<{ ok: true; url: string } | { ok: false; response: Response }> {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const problem = imageProblem(type, head, file.size);
  if (problem) return { ok: false, response: problem };
  const { db } = context;
  const record = await db.uploads.insert({ file: '', type, size: file.size, created_at: nowIsoOf(context) });
  const name = `${record.id}.${EXTENSIONS[type]}`;
  await db.uploads.update(record.id, { file: name });
  await db.putBlob(name, new Blob([await file.arrayBuffer()], { type }));
  return { ok: true, url: `/uploads/${name}` };
}

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/is;

/**
 * An image field's value checked as an upload when it is a data URL: its declared type and its
 * decoded bytes (415), its decoded size (413). Other values are left to the field's schema.
 * Run before the schema, whose length limit would otherwise answer a too-large image with a 400.
 */
export function inlineImageProblem(value: unknown): Response | null {
  if (typeof value !== 'string') return null;
  const match = DATA_URL.exec(value.trim());
  if (!match) return null;
  const [, type, params, data] = match;
  const base64 = data.trim();
  if (!/;base64$/i.test(params) || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return fail(415, UPLOAD_MESSAGES.unsupportedType);
  return imageProblem(type.toLowerCase(), base64Head(base64), base64Size(base64));
}

/** The first problem among the named image fields of a raw body (see inlineImageProblem). */
export function inlineImagesProblem(body: Record<string, unknown>, fields: readonly string[]): Response | null {
  for (const field of fields) {
    const problem = inlineImageProblem(body[field]);
    if (problem) return problem;
  }
  return null;
}
