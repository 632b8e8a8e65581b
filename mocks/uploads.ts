// Uploaded images: checked for type and size, stored as blobs, served back at /uploads/<file>.
import { ALLOWED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/types/api/uploads';
import { getDb } from './db/db';
import { fail } from './utils';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Magic numbers, so a text file renamed .png is refused. */
async function looksLikeImage(file: Blob, type: string): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (type === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (type === 'image/png') return head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  if (type === 'image/webp') {
    const text = String.fromCharCode(...head);
    return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
  }
  return false;
}

/** Validates and stores an uploaded image; returns its root-relative URL or an error response. */
export async function storeUpload(file: File): Promise<{ ok: true; url: string } | { ok: false; response: Response }> {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(type) || !(await looksLikeImage(file, type))) {
    return { ok: false, response: fail(415, UPLOAD_MESSAGES.unsupportedType) };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, response: fail(413, UPLOAD_MESSAGES.tooLarge) };
  const db = getDb();
  const record = await db.uploads.insert({ file: '', type, size: file.size, created_at: new Date().toISOString() });
  const name = `${record.id}.${EXTENSIONS[type]}`;
  await db.uploads.update(record.id, { file: name });
  await db.putBlob(name, new Blob([await file.arrayBuffer()], { type }));
  return { ok: true, url: `/uploads/${name}` };
}
