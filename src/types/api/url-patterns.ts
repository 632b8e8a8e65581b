// The URL rules of url-rules.ts as JSON Schema patterns, for the OpenAPI document's request bodies.
// A file apart from url-rules.ts, which the page's shell loads, so these strings stay out of the
// first load. Every string a pattern matches passes the function it stands for (url-patterns.test.ts
// generates strings from them to check). They are narrower at the edges a pattern cannot follow: a
// host of letters, digits, dots and hyphens whose last label starts with a letter, a port of at
// most 4 digits, no user info; inline images only as base64 PNG, JPEG or WebP whose first bytes are
// that type's signature (what an upload must be).
import { MAX_IMAGE_REF, MAX_URL } from './url-rules';

const HTTP_URL = String.raw`[Hh][Tt][Tt][Pp][Ss]?://(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(?::[0-9]{1,4})?(?:[/?#]\S*)?`;
const ROOT_PATH = String.raw`/(?:[^/\\\s]\S*)?`;
const URL_OR_PATH_SOURCE = `${HTTP_URL}|${ROOT_PATH}`;
const BASE64_TAIL = String.raw`(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?`;
/** The base64 of each type's signature: \x89PNG\r\n, FF D8 FF, RIFF....WEBP (the size bytes vary). */
const IMAGE_DATA_SOURCE = String.raw`data:image/(?:png;base64,iVBORw0K|jpeg;base64,/9j/|webp;base64,UklGR[g-v][A-Za-z0-9+/]{4}[BFJNRVZdhlptx159]XRUJQ)${BASE64_TAIL}`;
const RELATIVE_PATH_SOURCE = String.raw`[\w.~-][\w.~%/-]*(?:[?#]\S*)?`;

/** A body's value, as the handlers read it: trimmed first, and blank when `optional` means "not given". */
const bodyPattern = (source: string, optional: boolean) => `^\\s*(?:${source})${optional ? '?' : ''}\\s*$`;

/** JSON Schema keywords a body's string field gets in the OpenAPI document. */
export type StringRules = Readonly<Record<string, unknown>>;

/** isUrlOrPath for a body's link field, within MAX_URL; `optional` lets it be blank. */
export const linkRules = (optional: boolean): StringRules => ({ pattern: bodyPattern(URL_OR_PATH_SOURCE, optional), maxLength: MAX_URL });

/**
 * isImageRef, and the upload checks on an inline image, for a body's image field: an inline image
 * within MAX_IMAGE_REF, anything else within MAX_URL. `optional` lets it be blank.
 */
export const imageRefRules = (optional: boolean): StringRules => ({
  anyOf: [
    { pattern: bodyPattern(IMAGE_DATA_SOURCE, false), maxLength: MAX_IMAGE_REF },
    { pattern: bodyPattern(`(?:blob:)?(?:${URL_OR_PATH_SOURCE})|${RELATIVE_PATH_SOURCE}`, optional), maxLength: MAX_URL },
  ],
});
