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
import { isImageRef } from './url-rules';

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

/** A stored gallery list as the pages use it: its image references, anything else left out. */
const shownGallery = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === 'string' && isImageRef(item)).slice(0, MAX_LIST));

/**
 * A stored post as the pages show it. QA, another tab or an older version may have written the
 * key, so a field that does not fit falls back (an image to '', which renders the placeholder)
 * instead of costing the post; only a post with no id to link to or no title to show is left out.
 */
const shownEventSchema = eventPostSchema.extend({
  title: eventPostSchema.shape.title.min(1),
  slug: eventPostSchema.shape.slug.catch(''),
  category: eventPostSchema.shape.category.catch(''),
  date: eventPostSchema.shape.date.catch(''),
  image: storedImageRef.catch(''),
  detailsImage: storedImageRef.default('').catch(''),
  galleryImages: shownGallery,
  description: eventPostSchema.shape.description.catch(''),
  content: eventPostSchema.shape.content.catch(''),
  tags: eventPostSchema.shape.tags.catch([]),
  highlights: eventPostSchema.shape.highlights.catch([]),
  createdAt: eventPostSchema.shape.createdAt.catch(''),
  isLatest: eventPostSchema.shape.isLatest.catch(false),
  author: eventPostSchema.shape.author.catch(DEFAULT_POST_AUTHOR),
  status: eventPostSchema.shape.status.catch(DEFAULT_POST_STATUS),
  updatedAt: eventPostSchema.shape.updatedAt.catch(undefined),
});

/** A stored `events` entry as the pages show it; null when it has no id or no title. */
export function shownEvent(stored: unknown): EventPost | null {
  const parsed = shownEventSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The entries of a stored `events` value the pages can show, and how many they cannot; null when
 * the value is not a list. Reading never changes what is stored: an entry left out here stays in
 * storage as it was. An import is stricter: it refuses the whole file (eventsListSchema).
 */
export function readableEvents(raw: unknown): { events: EventPost[]; skipped: number } | null {
  if (!Array.isArray(raw)) return null;
  const events = raw.flatMap((item) => {
    const event = shownEvent(item);
    return event ? [event] : [];
  });
  return { events, skipped: raw.length - events.length };
}

/** A category as kept in localStorage `categories`. */
export const categorySchema = z.object({
  /** The lowercase name, or a timestamp from the category page form (kept as text). */
  id: z.preprocess((v: string | number) => (typeof v === 'number' ? String(v) : v), z.string().min(1).max(MAX_SHORT)),
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
  galleryImages: commaList(MAX_TEXT * 4).refine((text) => splitList(text).every(isImageRef), EVENT_MESSAGES.invalidGallery),
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
