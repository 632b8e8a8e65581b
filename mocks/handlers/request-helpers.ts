// Helpers shared by the resource handlers: list limits, bodies that carry an image beside their
// fields, and the admin notification e-mails.
import type { z } from 'zod';
import { fieldErrors, VALIDATION_FAILED } from '@/types/api/envelope';
import { contextOf, type RequestContext } from '../core/context';
import { recordEmail } from '../domain/outbox';
import { inlineImagesProblem, storeUpload } from '../domain/uploads';
import { fail } from '../core/responses';
import { readBody } from '../core/request-input';

/** ?limit=N: absent gives `fallback`, above `max` is capped, anything but a positive integer is a 400. */
export function parseLimit(request: Request, fallback: number, max: number): { ok: true; limit: number } | { ok: false; response: Response } {
  const raw = new URL(request.url).searchParams.get('limit');
  if (raw === null || raw.trim() === '') return { ok: true, limit: fallback };
  const limit = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(limit) || limit < 1) {
    return { ok: false, response: fail(400, VALIDATION_FAILED, { limit: `Limit must be a whole number from 1 to ${max}` }) };
  }
  return { ok: true, limit: Math.min(limit, max) };
}

type ImageBodyResult<T> = { ok: true; data: T; imageUrl: string } | { ok: false; response: Response };

/**
 * Parses a multipart or JSON body that may carry an `image` file or an `image_url`. An image_url
 * that is a data URL is checked like a file first (415, 413). Field errors and a missing required
 * image are reported together (400); the file is checked (415, 413) and stored only once the
 * fields are valid, so a refused request writes nothing. `imageUrl` is the stored upload, else the
 * body's image_url, else `current` ('' when there is none).
 */
export async function parseWithImage<S extends z.ZodType<{ image_url?: string }>>(
  request: Request,
  schema: S,
  options: { current?: string; requiredMessage?: string },
): Promise<ImageBodyResult<z.output<S>>> {
  const read = await readBody(request, { multipart: true });
  if (!read.ok) return read;
  const inline = inlineImagesProblem(read.body, ['image_url']);
  if (inline) return { ok: false, response: inline };
  const result = schema.safeParse(read.body);
  const file = read.files.image;
  const imageUrl = read.body.image_url;
  const hasImage = !!file || (typeof imageUrl === 'string' && imageUrl.trim() !== '') || !!options.current;
  const missingImage = !!options.requiredMessage && !hasImage;
  if (!result.success || missingImage) {
    const errors = result.success ? {} : fieldErrors(result.error);
    if (missingImage && !errors.image_url) errors.image = options.requiredMessage!;
    return { ok: false, response: fail(400, VALIDATION_FAILED, errors) };
  }
  if (file) {
    const stored = await storeUpload(contextOf(request), file);
    if (!stored.ok) return stored;
    return { ok: true, data: result.data, imageUrl: stored.url };
  }
  return { ok: true, data: result.data, imageUrl: result.data.image_url || options.current || '' };
}

/** Records the notification e-mail to the site's admin address (the outbox checks the flags). */
export async function notifyAdmin(context: RequestContext, kind: 'donation' | 'contact' | 'volunteer', subject: string, body: string): Promise<void> {
  const to = (await context.db.getSettings())?.email.adminEmail;
  if (to) await recordEmail(context, kind, to, subject, body);
}
