// The URL rules for links and images, on writes and on stored records alike. Plain functions
// without zod: the page's shell checks every stored link and image it renders (src/lib/safe-href.ts)
// before any form, so these must not bring the schemas' library into the first load. The
// schemas (coerce.ts, uploads.ts) refine with the same functions.

export const MAX_URL = 2048;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Longest image reference: a base64 data URL of a maximum-size upload. The spec's fallback when an
 * upload fails is an inline data URL of the file, so image fields must hold one.
 */
export const MAX_IMAGE_REF = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

/**
 * The largest request body the api-server reads (413 above it), but for an import: a JSON body
 * with one inline image of MAX_IMAGE_REF characters fits, so every string a body may hold does.
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * The URL rule for links: an absolute http(s) URL, or a root-relative path such as '/donate'.
 * Refused: other schemes (javascript:, vbscript:, data:, in any case, after any leading control
 * characters), protocol-relative '//host' and '/\host', and anything with whitespace (a browser
 * drops tabs and newlines, which could turn '/\t/host' into '//host').
 */
export function isUrlOrPath(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A base64 data URL of an allowed image type (the bytes are checked by hasImageSignature). */
const IMAGE_DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * True when `head` (a file's first bytes, 12 are enough) starts with the magic number of `type`,
 * so a text or SVG file named or labelled .png is refused.
 */
export function hasImageSignature(head: Uint8Array, type: string): boolean {
  if (type === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (type === 'image/png') return head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  if (type === 'image/webp') {
    const text = String.fromCharCode(...head.subarray(0, 12));
    return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
  }
  return false;
}

/** The first bytes of base64 text (16 characters give 12 bytes); empty when it cannot be decoded. */
export function base64Head(base64: string): Uint8Array {
  try {
    const binary = atob(base64.slice(0, 16));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/** A base64 data URL of a JPEG, PNG or WebP image whose bytes really are one, within MAX_IMAGE_REF. */
export function isImageDataUrl(value: string): boolean {
  if (value.length > MAX_IMAGE_REF) return false;
  const match = IMAGE_DATA_URL.exec(value);
  return !!match && hasImageSignature(base64Head(match[2]), match[1]);
}

/** Any image data URL (SVG included): an <img> runs no script from one, so its type is not checked. */
const ANY_IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** A relative path such as 'images/x.jpg': path characters only, so no scheme ('x:') and no '&colon;'. */
const RELATIVE_PATH = /^[\w.~-][\w.~%/-]*(?:[?#]\S*)?$/;

/** A blob: URL of an http(s) origin (the page's own object URLs). */
function isBlobUrl(value: string): boolean {
  if (!value.startsWith('blob:')) return false;
  return isUrlOrPath(value.slice('blob:'.length));
}

/**
 * The URL rule for images: an http(s) URL, a root-relative ('/uploads/1.png') or relative
 * ('images/x.jpg') path, a blob: URL, or a data URL of any image type (SVG too). An <img> runs no
 * script from any of them, so a stored image that cannot be shown is a broken picture, never a
 * hole. Refused: javascript:, vbscript:, data:text/html, other schemes, protocol-relative '//host',
 * whitespace outside a data URL. Uploads are stricter (isImageDataUrl, hasImageSignature).
 */
export function isImageRef(value: string): boolean {
  if (value.startsWith('data:')) return value.length <= MAX_IMAGE_REF && ANY_IMAGE_DATA_URL.test(value);
  if (value.length > MAX_URL) return false;
  return isUrlOrPath(value) || isBlobUrl(value) || RELATIVE_PATH.test(value);
}
