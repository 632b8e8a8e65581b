// The images the build also writes in smaller widths and newer formats (build/image-variants.ts,
// run by the Vite plugin in vite.config.ts), and the names of those variants. One list for the build
// and the page: the page offers a variant only for an image listed here, so an uploaded or otherwise
// unknown image is shown from its original, as stored.

/** The widths written for an image, in px, unless it says otherwise. The largest is the originals' own width. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** The formats written for each width, best first: the order of a <picture>'s <source>s. */
export const RESPONSIVE_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;

/**
 * Each image with variants, and its widths: the seed banners (mocks/seed/banners.ts,
 * src/content/home.ts), the inner pages' header band, and the home page's about pictures (900 px
 * originals: a phone takes the 480, a wide screen the original's width, re-encoded).
 */
export const RESPONSIVE_SOURCES: Readonly<Record<string, readonly number[]>> = {
  '/images/banners/banner-1.jpg': RESPONSIVE_WIDTHS,
  '/images/banners/banner-2.jpg': RESPONSIVE_WIDTHS,
  '/images/banners/banner-3.jpg': RESPONSIVE_WIDTHS,
  '/images/banners/banner-4.jpg': RESPONSIVE_WIDTHS,
  '/images/page-header.jpg': RESPONSIVE_WIDTHS,
  '/images/about/about-1.jpg': [480, 900],
  '/images/about/about-2.jpg': [480, 900],
};

/**
 * The seed banners, which the build also writes as their middle at full height, 4:5: the hero
 * shows no more than that on a phone held upright (the image covers a box taller than wide), where
 * the whole 16:7 image (23 KB of AVIF for banner-3) was fetched to show its middle third (10 KB as
 * the crop).
 */
export const UPRIGHT_CROPS: ReadonlySet<string> = new Set(Object.keys(RESPONSIVE_SOURCES).filter((path) => path.startsWith('/images/banners/')));

/** The upright crop's width to height. */
export const UPRIGHT_ASPECT = 4 / 5;

/** A path without its extension: '/images/banners/banner-1.jpg' -> '/images/banners/banner-1'. */
const stem = (source: string) => source.replace(/\.[^./]+$/, '');

/** '/images/banners/banner-1.jpg', 'avif' -> '/images/banners/banner-1-upright.avif'. */
export function uprightPath(source: string, ext: string): string {
  return `${stem(source)}-upright.${ext}`;
}

/** '/images/banners/banner-1.jpg', 480, 'avif' -> '/images/banners/banner-1-480w.avif'. */
export function variantPath(source: string, width: number, ext: string): string {
  return `${stem(source)}-${width}w.${ext}`;
}

/** One file the build writes: the source at a width, or (`crop`) its upright middle at full height. */
export type ResponsiveVariant = { source: string; ext: string; path: string } & ({ width: number; crop?: never } | { width?: never; crop: number });

/** Every variant the build writes: each source in each width and format, and the upright crops. */
export function responsiveVariants(): ResponsiveVariant[] {
  const widths = Object.entries(RESPONSIVE_SOURCES).flatMap(([source, list]) =>
    list.flatMap((width) => RESPONSIVE_FORMATS.map(({ ext }) => ({ source, width, ext, path: variantPath(source, width, ext) }))),
  );
  const crops = [...UPRIGHT_CROPS].flatMap((source) =>
    RESPONSIVE_FORMATS.map(({ ext }) => ({ source, crop: UPRIGHT_ASPECT, ext, path: uprightPath(source, ext) })),
  );
  return [...widths, ...crops];
}

/** A <picture>'s <source>: for screens matching `media` when it has one. */
export type ResponsiveSource = { type: string; srcSet: string; media?: string };

/**
 * The <source>s of a <picture> for a root-relative image path (as stored, before the base path),
 * best format first, the last one JPEG; null when the build writes no variants of that image.
 * `url` maps each path to a URL (the app's assetUrl). `upright`: the media query of the screens
 * that show no more than the upright crop; its sources come first, for an image that has one.
 */
export function responsiveSources(path: string, url: (path: string) => string, upright?: string): ResponsiveSource[] | null {
  const widths = Object.hasOwn(RESPONSIVE_SOURCES, path) ? RESPONSIVE_SOURCES[path] : null;
  if (!widths) return null;
  const crops =
    upright && UPRIGHT_CROPS.has(path)
      ? RESPONSIVE_FORMATS.map(({ ext, type }) => ({ type, srcSet: url(uprightPath(path, ext)), media: upright }))
      : [];
  return [
    ...crops,
    ...RESPONSIVE_FORMATS.map(({ ext, type }) => ({
      type,
      srcSet: widths.map((width) => `${url(variantPath(path, width, ext))} ${width}w`).join(', '),
    })),
  ];
}
