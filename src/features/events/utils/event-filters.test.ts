import { describe, expect, it } from 'vitest';
import { STATIC_SIDEBAR_CATEGORIES } from '@/content/default-events';
import { makeEvent } from '../testing/event-fixtures';
import {
  categoryDisplayName,
  contentParagraphs,
  findEvent,
  inCategory,
  latestPosts,
  relatedPosts,
  searchEvents,
  sidebarCategories,
} from './event-filters';

describe('event filters', () => {
  it('splits content into paragraphs at blank lines only', () => {
    expect(contentParagraphs('a\nb\n\nc\r\n\r\nd\n \n\n e ')).toEqual(['a\nb', 'c', 'd', 'e']);
    expect(contentParagraphs('')).toEqual([]);
  });

  it('matches categories by name in any case or by slug', () => {
    const event = makeEvent(1, { category: 'Clean Water' });
    expect(inCategory(event, 'clean water')).toBe(true);
    expect(inCategory(event, 'clean-water')).toBe(true);
    expect(inCategory(event, 'CLEAN-WATER')).toBe(true);
    expect(inCategory(event, 'water')).toBe(false);
    expect(inCategory(event, '')).toBe(false);
  });

  it('searches title and description, ignoring case and surrounding spaces', () => {
    const events = [makeEvent(1, { title: 'Food Bank' }), makeEvent(2, { description: 'Hot FOOD for all' }), makeEvent(3)];
    expect(searchEvents(events, '  food ').map((e) => e.id)).toEqual([events[0].id, events[1].id]);
    expect(searchEvents(events, '')).toHaveLength(3);
  });

  it('keeps up to 5 latest and 3 related posts', () => {
    const events = Array.from({ length: 8 }, (_, i) => makeEvent(i + 1, { isLatest: true, category: 'Charity' }));
    expect(latestPosts(events)).toHaveLength(5);
    const related = relatedPosts(events, events[0]);
    expect(related.map((e) => e.id)).toEqual([events[1].id, events[2].id, events[3].id]);
  });

  it('finds a post by its exact id only', () => {
    const events = [makeEvent(1)];
    expect(findEvent(events, String(events[0].id))).toBe(events[0]);
    expect(findEvent(events, `${events[0].id}x`)).toBeUndefined();
    expect(findEvent(events, undefined)).toBeUndefined();
  });

  it('falls back to the static categories only when none are stored', () => {
    expect(sidebarCategories([])).toBe(STATIC_SIDEBAR_CATEGORIES);
    const stored = [{ id: 'a', name: 'A', slug: 'a', count: 0 }];
    expect(sidebarCategories(stored)).toBe(stored);
  });

  it('names a category from storage, an event, or the slug', () => {
    expect(categoryDisplayName('clean-water', [{ id: '1', name: 'Clean Water', slug: 'clean-water', count: 0 }], [])).toBe('Clean Water');
    expect(categoryDisplayName('education', [], [makeEvent(1, { category: 'Education' })])).toBe('Education');
    expect(categoryDisplayName('food-aid', [], [])).toBe('Food aid');
  });
});
