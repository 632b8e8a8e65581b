// The images the build also writes in smaller widths and newer formats (scripts/responsive-images.mjs,
// run by the Vite plugin in vite.config.ts), and the names of those variants. One list for the build
// and the page: the page offers a variant only for an image listed here, so an uploaded or otherwise
// unknown image is shown from its original, as stored.

/** The widths written for each image, in px. The largest is the originals' own width. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** The formats written for each width, best first: the order of a <picture>'s <source>s. */
export const RESPONSIVE_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;

/** The seed banners (mocks/seed/banners.ts, src/content/home.ts) and the inner pages' header band. */
export const RESPONSIVE_SOURCES = [
  '/images/banners/banner-1.jpg',
  '/images/banners/banner-2.jpg',
  '/images/banners/banner-3.jpg',
  '/images/banners/banner-4.jpg',
  '/images/page-header.jpg',
] as const;

/** '/images/banners/banner-1.jpg', 480, 'avif' -> '/images/banners/banner-1-480w.avif'. */
export function variantPath(source: string, width: number, ext: string): string {
  return `${source.replace(/\.[^./]+$/, '')}-${width}w.${ext}`;
}

export type ResponsiveVariant = { source: string; width: number; ext: string; path: string };

/** Every variant the build writes: each source in each width and format. */
export function responsiveVariants(): ResponsiveVariant[] {
  return RESPONSIVE_SOURCES.flatMap((source) =>
    RESPONSIVE_WIDTHS.flatMap((width) => RESPONSIVE_FORMATS.map(({ ext }) => ({ source, width, ext, path: variantPath(source, width, ext) }))),
  );
}

export type ResponsiveSource = { type: string; srcSet: string };

/**
 * The <source>s of a <picture> for a root-relative image path (as stored, before the base path),
 * best format first, the last one JPEG; null when the build writes no variants of that image.
 * `url` maps each path to a URL (the app's assetUrl).
 */
export function responsiveSources(path: string, url: (path: string) => string): ResponsiveSource[] | null {
  if (!(RESPONSIVE_SOURCES as readonly string[]).includes(path)) return null;
  return RESPONSIVE_FORMATS.map(({ ext, type }) => ({
    type,
    srcSet: RESPONSIVE_WIDTHS.map((width) => `${url(variantPath(path, width, ext))} ${width}w`).join(', '),
  }));
}
