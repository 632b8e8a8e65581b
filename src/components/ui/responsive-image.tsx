// An image the build also writes in 480, 960 and 1600 px widths as AVIF, WebP and JPEG
// (src/config/responsive-images.ts): a <picture> whose sources let the browser pick the smallest
// file its screen needs in the best format it reads. Any other image (an upload, an address) is a
// plain <img> of the original, as stored.
import type { ImgHTMLAttributes } from 'react';
import { assetUrl } from '@/config/env';
import { responsiveSources } from '@/config/responsive-images';

export type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  /** The stored, already vetted reference ('/images/banners/banner-1.jpg'), before the base path. */
  path: string;
  /** How wide the image shows, in CSS px, for each screen (the <img> sizes attribute). */
  sizes: string;
  /** The screens that show no more than the image's upright crop, if it has one (a media query). */
  upright?: string;
};

export function ResponsiveImage({ path, sizes, upright, alt, ...rest }: ResponsiveImageProps) {
  const sources = responsiveSources(path, assetUrl, upright);
  if (!sources) return <img src={assetUrl(path)} alt={alt} {...rest} />;
  const fallback = sources[sources.length - 1];
  return (
    <picture>
      {sources
        .slice(0, -1)
        .map(({ type, srcSet, media }) =>
          media ? (
            <source key={`${type} ${media}`} media={media} type={type} srcSet={srcSet} />
          ) : (
            <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
          ),
        )}
      <img src={assetUrl(path)} srcSet={fallback.srcSet} sizes={sizes} alt={alt} {...rest} />
    </picture>
  );
}
