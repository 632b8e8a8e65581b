// Test data for the events pages: posts in the spec's stored shape, written as QA would.
import { storageKeys } from '@/lib/storage';
import type { Category, EventPost } from '@/types/api/events';

const CATEGORIES = ['Education', 'Healthcare', 'Charity', 'Environment'] as const;

/** Post number `n` (1-based): ids, titles and dates follow n; categories rotate. */
export function makeEvent(n: number, overrides: Partial<EventPost> = {}): EventPost {
  return {
    id: 1_760_000_000_000 + n,
    title: `Community Event ${n}`,
    slug: `community-event-${n}`,
    category: CATEGORIES[(n - 1) % CATEGORIES.length],
    date: `2026-0${1 + (n % 9)}-1${n % 10}`,
    image: `/images/events/event-${1 + (n % 6)}.jpg`,
    detailsImage: '',
    galleryImages: [],
    description: `Description of community event number ${n}, with enough words to be cut after sixty characters.`,
    content: `Content of event ${n}.`,
    tags: [],
    highlights: [],
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
    isLatest: false,
    author: 'Admin',
    status: 'published',
    ...overrides,
  };
}

export function makeEvents(count: number, overrides: (n: number) => Partial<EventPost> = () => ({})): EventPost[] {
  return Array.from({ length: count }, (_, i) => makeEvent(i + 1, overrides(i + 1)));
}

/** Writes localStorage `events` (and `categories` when given) before the app renders. */
export function storeEvents(events: readonly EventPost[], categories?: readonly Category[]): void {
  localStorage.setItem(storageKeys.events, JSON.stringify(events));
  if (categories) localStorage.setItem(storageKeys.categories, JSON.stringify(categories));
}
