// A stored image reference (a post's image, which QA or another program may have written) as an
// <img>. One the URL rules refuse, or one the browser cannot load, shows the site's placeholder
// image instead of a hole or a broken picture; the stored value itself is never touched.
import { useState, type ImgHTMLAttributes } from 'react';
import { assetUrl } from '@/config/env';
import { safeImageSrc } from '@/lib/safe-href';

/** The site's placeholder image (public/images), before the base path. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export type StoredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The reference as stored: checked here (safeImageSrc), so pass it unvetted. */
  src: string | null | undefined;
};

export function StoredImage({ src, alt = '', ...rest }: StoredImageProps) {
  const wanted = safeImageSrc(src);
  // The src that failed to load: a new reference gets its own chance.
  const [failed, setFailed] = useState('');
  const shown = wanted && wanted !== failed ? wanted : assetUrl(PLACEHOLDER_IMAGE);
  return (
    <img
      src={shown}
      alt={alt}
      // Only the stored image falls back: a placeholder that fails too is left as it is, not retried.
      onError={() => {
        if (shown === wanted) setFailed(wanted);
      }}
      {...rest}
    />
  );
}
