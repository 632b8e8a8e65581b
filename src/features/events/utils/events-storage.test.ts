import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EVENTS } from '@/content/default-events';
import { seedEvents } from '@/lib/local-events';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { postSlug } from '@/lib/slug';
import { storageKeys } from '@/lib/storage';
import type { Category, EventForm, EventPost } from '@/types/api/events';
import {
  addToCategory,
  applyLatestLimit,
  createCategory,
  createEvent,
  deleteCategory,
  deleteEvent,
  readCategories,
  readEvents,
  updateEvent,
} from './events-storage';
import { now } from '@/lib/clock';

const form = (overrides: Partial<EventForm> = {}): EventForm => ({
  title: 'Winter Coat Appeal!',
  category: 'Charity',
  date: '2026-11-01',
  description: 'Warm coats for families.',
  content: 'First paragraph.\n\nSecond paragraph.',
  image: '/images/events/event-3.jpg',
  detailsImage: undefined,
  galleryImages: '/images/gallery/gallery-01.jpg, /images/gallery/gallery-02.jpg',
  tags: 'winter, coats',
  highlights: '300 coats, Free fitting',
  ...overrides,
});

const stored = <T>(key: string): T => JSON.parse(localStorage.getItem(key) ?? 'null') as T;

function post(id: number, overrides: Partial<EventPost> = {}): EventPost {
  return {
    ...seedEvents(now())[0],
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
    isLatest: false,
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('readEvents', () => {
  it("seeds the two events (Education, Healthcare) and the spec's static categories when none are stored", () => {
    localStorage.removeItem(storageKeys.events);
    localStorage.removeItem(storageKeys.categories);
    const events = readEvents();
    expect(events.map((e) => e.category)).toEqual(['Education', 'Healthcare']);
    expect(stored<EventPost[]>(storageKeys.events)).toHaveLength(2);
    // Spec: 'Static sidebar categories: Education 5, Healthcare 3, Charity 4, Environment 2', not counted from the events.
    expect(stored<Category[]>(storageKeys.categories)).toEqual([
      { id: 'education', name: 'Education', slug: 'education', count: 5 },
      { id: 'healthcare', name: 'Healthcare', slug: 'healthcare', count: 3 },
      { id: 'charity', name: 'Charity', slug: 'charity', count: 4 },
      { id: 'environment', name: 'Environment', slug: 'environment', count: 2 },
    ]);
  });

  it('keeps stored categories when it seeds the events', () => {
    localStorage.removeItem(storageKeys.events);
    const mine = [{ id: 'water', name: 'Water', slug: 'water', count: 9 }];
    localStorage.setItem(storageKeys.categories, JSON.stringify(mine));
    readEvents();
    expect(stored<Category[]>(storageKeys.categories)).toEqual(mine);
  });

  it('falls back to the five defaults, with a warning, when the stored value is corrupt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.events, '{not json');
    expect(readEvents()).toEqual(DEFAULT_EVENTS);
    expect(localStorage.getItem(storageKeys.events)).toBe('{not json');
    localStorage.setItem(storageKeys.events, JSON.stringify({ events: [] }));
    expect(readEvents()).toHaveLength(5);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps the readable entries of a partly corrupt list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify([post(1), { id: 'x', title: 3 }, post(2)]);
    localStorage.setItem(storageKeys.events, raw);
    expect(readEvents().map((e) => e.id)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('falls back to the defaults when no entry is readable, and keeps an empty list empty', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.events, JSON.stringify([{ nope: true }]));
    expect(readEvents()).toHaveLength(5);
    localStorage.setItem(storageKeys.events, '[]');
    expect(readEvents()).toEqual([]);
  });

  it.each([
    ['image', 'javascript:alert(1)', { image: '' }],
    ['detailsImage', 'data:text/html,<script>alert(1)</script>', { detailsImage: '' }],
    ['galleryImages', ['/images/gallery/gallery-01.jpg', '//evil.example/x.jpg'], { galleryImages: ['/images/gallery/gallery-01.jpg'] }],
  ])('shows a stored post whose %s breaks the URL rules without that image, and stores it as it was', (field, value, shown) => {
    const raw = JSON.stringify([post(1), { ...post(2), [field]: value }, post(3)]);
    localStorage.setItem(storageKeys.events, raw);
    const events = readEvents();
    expect(events.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(events[1]).toMatchObject(shown);
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('keeps posts whose images are SVG data URLs, relative, root-relative or broken paths, and never writes', () => {
    const images = [
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'><rect width='4' height='3'/></svg>",
      'images/events/x.jpg',
      '/images/events/x.jpg',
      '/images/events/missing-404.jpg',
    ];
    const raw = JSON.stringify(images.map((image, index) => post(index + 1, { image, detailsImage: image, galleryImages: [image] })));
    localStorage.setItem(storageKeys.events, raw);
    expect(readEvents().map((e) => e.image)).toEqual(images);
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('leaves out, but keeps in storage, a stored post with no id or title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify([post(1), { ...post(2), title: undefined }, { ...post(3), id: 'x' }]);
    localStorage.setItem(storageKeys.events, raw);
    expect(readEvents().map((e) => e.id)).toEqual([1]);
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('shows a field that does not fit at its fallback', () => {
    localStorage.setItem(storageKeys.events, JSON.stringify([{ ...post(1), tags: 'not-a-list', date: 5, isLatest: 'yes' }]));
    expect(readEvents()[0]).toMatchObject({ id: 1, title: 'Post 1', tags: [], date: '', isLatest: false });
  });

  it('fills the optional fields QA may leave out', () => {
    const { isLatest: _l, author: _a, status: _s, tags: _t, highlights: _h, galleryImages: _g, detailsImage: _d, ...bare } = post(7);
    localStorage.setItem(storageKeys.events, JSON.stringify([bare]));
    const [event] = readEvents();
    expect(event).toMatchObject({ isLatest: false, author: 'Admin', status: 'published', tags: [], highlights: [], galleryImages: [] });
  });
});

describe('readCategories', () => {
  it('ignores a corrupt value with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.categories, 'oops');
    expect(readCategories()).toEqual([]);
    localStorage.setItem(storageKeys.categories, JSON.stringify([{ id: 'a', name: 'A', slug: 'a', count: 2 }, { id: 1 }]));
    expect(readCategories()).toEqual([{ id: 'a', name: 'A', slug: 'a', count: 2 }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('createEvent', () => {
  it('stores a post with a timestamp id, the slug, author Admin, published and the latest flag', () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const event = createEvent(form(), now);
    expect(event).toMatchObject({
      id: now,
      slug: 'winter-coat-appeal',
      author: 'Admin',
      status: 'published',
      isLatest: true,
      createdAt: new Date(now).toISOString(),
      tags: ['winter', 'coats'],
      highlights: ['300 coats', 'Free fitting'],
      galleryImages: ['/images/gallery/gallery-01.jpg', '/images/gallery/gallery-02.jpg'],
      detailsImage: '/images/events/event-3.jpg',
    });
    expect(event.updatedAt).toBeUndefined();
    const events = stored<EventPost[]>(storageKeys.events);
    expect(events[0]).toEqual(event);
    expect(events).toHaveLength(seedEvents(0).length + 1);
  });

  it("stamps the post by the app's clock by default", () => {
    const pinned = Date.UTC(2031, 2, 1, 9);
    sessionStorage.setItem(CLOCK_KEY, pinValue(pinned));
    // The clock runs on from the pin, so allow the milliseconds this test takes.
    const nearPin = (ms: number) => ms >= pinned && ms < pinned + 60_000;
    const event = createEvent(form());
    expect(nearPin(event.id)).toBe(true);
    expect(event.createdAt.slice(0, 16)).toBe('2031-03-01T09:00');
    expect(updateEvent(event.id, form()).updatedAt?.slice(0, 16)).toBe('2031-03-01T09:00');
    expect(nearPin(Number(createCategory('Clean Water')?.id))).toBe(true);
  });

  it('keeps at most 5 latest flags, clearing the oldest', () => {
    localStorage.setItem(storageKeys.events, JSON.stringify([1, 2, 3, 4, 5].map((id) => post(id, { isLatest: true }))));
    const created = createEvent(form(), Date.UTC(2026, 6, 1));
    const events = stored<EventPost[]>(storageKeys.events);
    const flagged = events.filter((e) => e.isLatest).map((e) => e.id);
    expect(flagged).toHaveLength(5);
    expect(flagged).toContain(created.id);
    // Post 1 is the oldest flagged one.
    expect(flagged).not.toContain(1);
    expect(events.find((e) => e.id === 1)?.isLatest).toBe(false);
  });

  it('gives two posts saved in the same millisecond distinct ids', () => {
    const now = Date.UTC(2026, 6, 1);
    const a = createEvent(form(), now);
    const b = createEvent(form({ title: 'Other' }), now);
    expect(b.id).not.toBe(a.id);
  });

  it('increments a seeded category: Education 5 becomes 6', () => {
    createEvent(form({ category: 'Education' }));
    expect(stored<Category[]>(storageKeys.categories).map((c) => `${c.name} ${c.count}`)).toEqual([
      'Education 6',
      'Healthcare 3',
      'Charity 4',
      'Environment 2',
    ]);
  });

  it('appends a category the seed does not have with count 1', () => {
    createEvent(form({ category: 'Clean Water' }));
    expect(stored<Category[]>(storageKeys.categories).at(-1)).toEqual({ id: 'clean water', name: 'Clean Water', slug: 'clean-water', count: 1 });
    expect(stored<Category[]>(storageKeys.categories)).toHaveLength(5);
  });

  it('increments the count of an existing category, or appends one with count 1', () => {
    localStorage.setItem(storageKeys.categories, JSON.stringify([{ id: 'charity', name: 'Charity', slug: 'charity', count: 4 }]));
    createEvent(form({ category: 'charity' }));
    createEvent(form({ category: 'Clean Water' }));
    expect(stored<Category[]>(storageKeys.categories)).toEqual([
      { id: 'charity', name: 'Charity', slug: 'charity', count: 5 },
      { id: 'clean water', name: 'Clean Water', slug: 'clean-water', count: 1 },
    ]);
  });
});

describe('applyLatestLimit', () => {
  const entries = (events: EventPost[]) => events.map((event) => ({ stored: event, event }));

  it('leaves 5 or fewer flags alone and never flags a post', () => {
    const events = entries([post(1, { isLatest: true }), post(2), post(3, { isLatest: true })]);
    expect(applyLatestLimit(events)).toEqual(events);
  });

  it('keeps the newest flagged posts by createdAt, in the stored entries too', () => {
    const result = applyLatestLimit(entries([3, 9, 1, 7, 5, 8, 2].map((id) => post(id, { isLatest: true }))));
    for (const side of ['stored', 'event'] as const) {
      const flagged = result.map((entry) => entry[side] as EventPost).filter((e) => e.isLatest);
      expect(flagged.map((e) => e.id).sort((a, b) => a - b)).toEqual([3, 5, 7, 8, 9]);
    }
    // Order is kept.
    expect(result.map((e) => e.event?.id)).toEqual([3, 9, 1, 7, 5, 8, 2]);
  });

  it('keeps an entry the pages cannot show as stored', () => {
    const untitled = { id: 4, isLatest: true };
    const result = applyLatestLimit([...entries([1, 2, 3, 5, 6, 7].map((id) => post(id, { isLatest: true }))), { stored: untitled, event: null }]);
    expect(result.at(-1)).toEqual({ stored: untitled, event: null });
  });
});

describe('slug', () => {
  it('lowercases and turns runs of non-alphanumerics into one hyphen', () => {
    expect(postSlug('  Eid Gifts: 2026 — For Kids!  ')).toBe('eid-gifts-2026-for-kids');
    expect(createEvent(form({ title: 'Clean   Water & Wells' })).slug).toBe('clean-water-wells');
  });
});

describe('updateEvent and deleteEvent', () => {
  it('sets updatedAt, keeps id and createdAt, and moves the category count', () => {
    const before = readEvents()[0];
    const now = Date.UTC(2026, 7, 1);
    const updated = updateEvent(before.id, form({ title: 'New Title', category: 'Healthcare' }), now);
    expect(updated).toMatchObject({ id: before.id, createdAt: before.createdAt, slug: 'new-title', updatedAt: new Date(now).toISOString() });
    const categories = stored<Category[]>(storageKeys.categories);
    expect(categories.find((c) => c.slug === 'education')?.count).toBe(4);
    expect(categories.find((c) => c.slug === 'healthcare')?.count).toBe(4);
    expect(() => updateEvent(42, form())).toThrow('Event 42 not found');
  });

  it('deletes a post and decrements its category', () => {
    const [first] = readEvents();
    deleteEvent(first.id);
    expect(stored<EventPost[]>(storageKeys.events).map((e) => e.id)).not.toContain(first.id);
    expect(stored<Category[]>(storageKeys.categories).find((c) => c.slug === 'education')?.count).toBe(4);
    deleteEvent(999);
    expect(stored<EventPost[]>(storageKeys.events)).toHaveLength(1);
  });
});

describe('writes keep what the app cannot use as it was stored', () => {
  const untitled = { id: 50, image: 'images/x.jpg', note: 'mine' };
  const oddDate = { ...post(60), date: 5, extra: { kept: true } };

  it('createEvent, updateEvent and deleteEvent write the other entries back unchanged', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.events, JSON.stringify([untitled, oddDate]));
    const created = createEvent(form(), Date.UTC(2026, 6, 1));
    expect(stored<unknown[]>(storageKeys.events)).toEqual([created, untitled, oddDate]);
    const updated = updateEvent(60, form({ title: 'Renamed' }), Date.UTC(2026, 6, 2));
    expect(updated).toMatchObject({ id: 60, title: 'Renamed', date: '2026-11-01' });
    const [, , renamed] = stored<Record<string, unknown>[]>(storageKeys.events);
    expect(renamed).toMatchObject({ id: 60, title: 'Renamed', extra: { kept: true }, updatedAt: updated.updatedAt });
    deleteEvent(created.id);
    expect(stored<unknown[]>(storageKeys.events)[0]).toEqual(untitled);
  });

  it('category writes keep the stored entries they cannot read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { id: 1, label: 'no name' };
    localStorage.setItem(storageKeys.categories, JSON.stringify([{ id: 'a', name: 'A', slug: 'a', count: 2 }, broken]));
    createCategory('B', 1_750_000_000_000);
    deleteCategory('a');
    expect(stored<unknown[]>(storageKeys.categories)).toEqual([{ id: '1750000000000', name: 'B', slug: 'b', count: 0 }, broken]);
  });
});

describe('categories', () => {
  it('creates a category with a timestamp id, the slug and count 0', () => {
    const category = createCategory('  Clean Water ', 1_750_000_000_000);
    expect(category).toEqual({ id: '1750000000000', name: 'Clean Water', slug: 'clean-water', count: 0 });
    expect(stored<Category[]>(storageKeys.categories)).toContainEqual(category);
  });

  it('does nothing for a blank name', () => {
    const before = localStorage.getItem(storageKeys.categories);
    expect(createCategory('   ')).toBeNull();
    expect(localStorage.getItem(storageKeys.categories)).toBe(before);
  });

  it('deletes a category by id', () => {
    deleteCategory('education');
    expect(stored<Category[]>(storageKeys.categories).map((c) => c.id)).toEqual(['healthcare', 'charity', 'environment']);
  });

  it('addToCategory matches names case-insensitively and by slug', () => {
    const list: Category[] = [{ id: 'clean-water', name: 'Clean Water', slug: 'clean-water', count: 2 }];
    expect(addToCategory(list, 'clean water')[0].count).toBe(3);
    expect(addToCategory(list, '   ')).toEqual(list);
  });
});
