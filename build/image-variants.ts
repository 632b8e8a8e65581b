// Encodes the responsive variants of the large images (src/config/responsive-images.ts names them)
// with sharp, into a cache keyed by everything that decides a variant's bytes: the source's bytes,
// the width, the format's settings and sharp's version. A build whose inputs are unchanged reuses
// every file; sharp's output is deterministic, so a fresh cache writes the same bytes again.
// Used by the Vite plugin in vite.config.ts (the build emits the files, `vite dev` serves them).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type AvifOptions, type JpegOptions, type WebpOptions } from 'sharp';

/** A variant to encode from the image `file`: `width` wide, or its middle at full height, `crop` wide to 1 high. */
export type VariantJob = { file: string; ext: string } & ({ width: number; crop?: never } | { width?: never; crop: number });

/**
 * Settings per file extension. AVIF's effort trades encoding time for size: on the banners, 4 took
 * three times as long as 2 for 8 % smaller files, so 2 keeps a build without the cache short.
 */
export const ENCODINGS: Record<
  string,
  { format: 'avif'; options: AvifOptions } | { format: 'webp'; options: WebpOptions } | { format: 'jpeg'; options: JpegOptions }
> = {
  avif: { format: 'avif', options: { quality: 50, effort: 2 } },
  webp: { format: 'webp', options: { quality: 75, effort: 4 } },
  jpg: { format: 'jpeg', options: { quality: 75, mozjpeg: true, progressive: true } },
};

/** Where variants are kept between builds, beside the other tools' caches. */
export const DEFAULT_CACHE_DIR = join('node_modules', '.cache', 'responsive-images');

function cacheKey(sourceBytes: Buffer, job: VariantJob): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([sharp.versions.sharp, job.crop ? { crop: job.crop } : job.width, ENCODINGS[job.ext]]));
  hash.update(sourceBytes);
  return hash.digest('hex').slice(0, 32);
}

/** The middle of an image at full height, `aspect` wide to 1 high. */
async function middle(input: Buffer, aspect: number) {
  const { width, height } = await sharp(input).metadata();
  const cropWidth = Math.min(width, Math.round(height * aspect));
  return sharp(input).extract({ left: Math.round((width - cropWidth) / 2), top: 0, width: cropWidth, height });
}

/**
 * The cached file of each variant, encoding those missing. `jobs`: { file, width, ext } or
 * { file, crop, ext } (the middle at full height, `crop` wide to 1 high), with file the source
 * image's path. Returns the jobs with `cached` (the variant's file) and `encoded`
 * (false when it came from the cache).
 */
export async function encodeVariants<J extends VariantJob>(
  jobs: readonly J[],
  { cacheDir = DEFAULT_CACHE_DIR }: { cacheDir?: string } = {},
): Promise<(J & { cached: string; encoded: boolean })[]> {
  mkdirSync(cacheDir, { recursive: true });
  const sources = new Map<string, Buffer>();
  const bytesOf = (file: string): Buffer => {
    const bytes = sources.get(file) ?? readFileSync(file);
    sources.set(file, bytes);
    return bytes;
  };
  return Promise.all(
    jobs.map(async (job) => {
      const encoding = ENCODINGS[job.ext];
      if (!encoding) throw new Error(`responsive images: no encoding for .${job.ext}`);
      const input = bytesOf(job.file);
      const cached = join(cacheDir, `${cacheKey(input, job)}.${job.ext}`);
      if (existsSync(cached)) return { ...job, cached, encoded: false };
      const image = job.crop ? await middle(input, job.crop) : sharp(input).resize({ width: job.width, withoutEnlargement: true });
      const output = await image.toFormat(encoding.format, encoding.options).toBuffer();
      // Written whole, then renamed: a build running beside this one never reads half a file.
      const partial = `${cached}.${process.pid}.partial`;
      writeFileSync(partial, output);
      renameSync(partial, cached);
      return { ...job, cached, encoded: true };
    }),
  );
}
