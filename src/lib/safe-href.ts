// The one gate between stored data and an href or src. Records are checked when written, imported
// or read from localStorage, but a link or image is rendered only if it passes the same rules
// again here, so whatever slipped into storage (another tab, an older version, QA by hand)
// can never become a javascript:, data:text/html or //other-host link.
import { assetUrl } from '@/config/env';
import { isImageRef, isUrlOrPath } from '@/types/api/url-rules';

export interface SafeHrefOptions {
  /** An image's src: image data URLs, blob: URLs and relative paths pass too (isImageRef). */
  image?: boolean;
  /** What to use when the value is missing or refused ('' by default: render no link or image). */
  fallback?: string;
}

/**
 * A stored link or image reference if it passes the contract's URL rules (for a link a
 * root-relative path or an http(s) URL; see isUrlOrPath and isImageRef), else `fallback`. Returned as stored: a path is
 * for react-router's `to`; use safeImageSrc for an <img>.
 */
export function safeHref(value: string | null | undefined, { image = false, fallback = '' }: SafeHrefOptions = {}): string {
  const ref = (value ?? '').trim();
  if (!ref) return fallback;
  return (image ? isImageRef(ref) : isUrlOrPath(ref)) ? ref : fallback;
}

/** A stored image reference as an <img> src under the app's base path; '' (no image) or `fallback` when refused. */
export function safeImageSrc(value: string | null | undefined, fallback = ''): string {
  return assetUrl(safeHref(value, { image: true, fallback }));
}
