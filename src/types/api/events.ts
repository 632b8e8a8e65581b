// Events / blog posts and their categories. They live in browser localStorage under `events`
// and `categories` (spec document 1, section 3), which QA may also write directly; these schemas
// validate what is read back. GET /api/events answers from the same data.
import { z } from 'zod';
import {
  INVALID_URL,
  MAX_CONTENT,
  MAX_NAME,
  MAX_SHORT,
  MAX_TEXT,
  NOT_TEXT,
  blankToUndefined,
  idSchema,
  optionalString,
  requiredString,
  toNumber,
  tooLong,
} from './coerce';
import { optionalImageRef, storedImageRef } from './uploads';
import { isUrlOrPath } from './url-rules';

export const POST_CATEGORIES = ['Education', 'Healthcare', 'Environment', 'Charity'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const DEFAULT_POST_AUTHOR = 'Admin';
export const DEFAULT_POST_STATUS = 'published';

const MAX_LIST = 100;
const listOf = (item: z.ZodString) => z.array(item).max(MAX_LIST, `At most ${MAX_LIST} entries`).default([]);

/** A post as kept in localStorage `events`. */
export const eventPostSchema = z.object({
  /** A timestamp (the clock's now()) for posts made in the admin. */
  id: z.preprocess((v: number) => toNumber(v), idSchema),
  title: z.string().max(MAX_NAME),
  slug: z.string().max(MAX_NAME + 50),
  category: z.string().max(MAX_SHORT),
  date: z.string().max(MAX_SHORT),
  image: storedImageRef,
  detailsImage: storedImageRef.default(''),
  galleryImages: listOf(storedImageRef),
  description: z.string().max(MAX_TEXT),
  content: z.string().max(MAX_CONTENT),
  tags: listOf(z.string().max(MAX_SHORT)),
  highlights: listOf(z.string().max(MAX_NAME * 2)),
  createdAt: z.string().max(MAX_SHORT),
  isLatest: z.boolean().default(false),
  author: z.string().max(MAX_NAME).default(DEFAULT_POST_AUTHOR),
  status: z.string().max(50).default(DEFAULT_POST_STATUS),
  updatedAt: z.string().max(MAX_SHORT).optional(),
});
export type EventPost = z.infer<typeof eventPostSchema>;

/** The whole localStorage `events` value. */
export const eventsListSchema = z.array(eventPostSchema);
export type EventsList = z.infer<typeof eventsListSchema>;

/**
 * The entries of a stored `events` value that pass eventPostSchema, and how many did not; null
 * when the value is not a list. Every reader of the key drops a broken entry (a javascript: image,
 * a number for a title) and keeps the others: the app never writes one, so it was put there by
 * hand or by another program, and none of its fields can be trusted. An import is stricter: it
 * refuses the whole file (eventsListSchema).
 */
export function readableEvents(raw: unknown): { events: EventPost[]; dropped: number } | null {
  if (!Array.isArray(raw)) return null;
  const events = raw.flatMap((item) => {
    const parsed = eventPostSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { events, dropped: raw.length - events.length };
}

/** A category as kept in localStorage `categories`. */
export const categorySchema = z.object({
  /** The lowercase name, or a timestamp from the category page form (kept as text). */
  id: z.preprocess(
    (v: string | number) => (typeof v === 'number' ? String(v) : v),
    z.string().min(1).max(MAX_SHORT),
  ),
  name: z.string().max(MAX_SHORT),
  slug: z.string().max(MAX_SHORT),
  count: z.number().int().min(0),
});
export type Category = z.infer<typeof categorySchema>;

/** The whole localStorage `categories` value. */
export const categoriesListSchema = z.array(categorySchema);

/** 'a, b,, c ' gives ['a', 'b', 'c']. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Please enter a valid date',
  descriptionRequired: 'Short description is required',
  contentRequired: 'Content is required',
  invalidUrl: INVALID_URL,
  invalidGallery: 'Please enter valid image URLs separated by commas',
  /** Spec: the alert when saving an event fails. */
  createFailed: 'Error creating event. Please try again.',
} as const;

/** Comma-separated text (lists are split with splitList when the post is saved). */
const commaList = (max: number) => optionalString(max);

/** The event / post form (admin). Lists are comma-separated text; see splitList. */
export const eventFormSchema = z.object({
  title: requiredString(EVENT_MESSAGES.titleRequired, MAX_NAME),
  category: requiredString(EVENT_MESSAGES.categoryRequired, MAX_SHORT),
  date: z.preprocess(
    (v: string) => blankToUndefined(v),
    z
      .string({ error: (iss) => (iss.input === undefined ? EVENT_MESSAGES.dateRequired : NOT_TEXT) })
      .max(MAX_SHORT, { error: tooLong(MAX_SHORT), abort: true })
      .refine((v) => !Number.isNaN(Date.parse(v)), EVENT_MESSAGES.dateInvalid),
  ),
  description: requiredString(EVENT_MESSAGES.descriptionRequired, MAX_TEXT),
  content: requiredString(EVENT_MESSAGES.contentRequired, MAX_CONTENT),
  image: optionalImageRef(EVENT_MESSAGES.invalidUrl),
  detailsImage: optionalImageRef(EVENT_MESSAGES.invalidUrl),
  galleryImages: commaList(MAX_TEXT * 4).refine(
    (text) => splitList(text).every(isUrlOrPath),
    EVENT_MESSAGES.invalidGallery,
  ),
  tags: commaList(MAX_TEXT),
  highlights: commaList(MAX_TEXT),
});
export type EventForm = z.infer<typeof eventFormSchema>;
export type EventFormValues = z.input<typeof eventFormSchema>;

/** The new-category form: a name that is not blank after trimming. */
export const categoryFormSchema = z.object({
  name: requiredString('Category name is required', MAX_SHORT),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;
