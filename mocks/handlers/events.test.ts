import { describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { eventPostSchema, type EventPost } from '@/types/api/events';
import { resetTestDb } from '@/testing/test-db';
import { seedEvents } from '../seed/events';
import { call, expectInvalid, expectRefused, useScenario } from '../testing/handler-test-utils';
import { now } from '@/lib/clock';

const post = (id: number, createdAt: string, title = `Post ${id}`): EventPost =>
  eventPostSchema.parse({
    id,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    category: 'Charity',
    date: '2026-05-01',
    image: '/images/events/event-3.jpg',
    description: 'd',
    content: 'c',
    createdAt,
  });

describe('GET /api/events (public)', () => {
  it('answers the localStorage events, newest first', async () => {
    const { status, body } = await call<EventPost[]>('GET', '/api/events?limit=6');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data?.map((e) => e.title)).toEqual(['Back to School Drive 2026', 'Free Medical Camp in Tower Hamlets']);
  });

  it('reads what the pages (or QA) wrote to localStorage, with the defaults filled in', async () => {
    const written = [post(1, '2026-01-01T00:00:00.000Z', 'Old'), post(2, '2026-03-01T00:00:00.000Z', 'New')];
    localStorage.setItem(storageKeys.events, JSON.stringify(written));
    const data = await request<EventPost[]>('/api/events', { fallbackMessage: 'Failed' });
    expect(data.map((e) => e.title)).toEqual(['New', 'Old']);
    expect(data[0]).toMatchObject({ author: 'Admin', status: 'published', isLatest: false, galleryImages: [] });
  });

  it('answers 6 events by default and honours ?limit', async () => {
    const many = Array.from({ length: 20 }, (_, i) => post(i + 1, new Date(Date.UTC(2026, 0, 1 + i)).toISOString()));
    localStorage.setItem(storageKeys.events, JSON.stringify(many));
    const byDefault = (await call<EventPost[]>('GET', '/api/events')).body.data!;
    expect(byDefault.map((e) => e.id)).toEqual([20, 19, 18, 17, 16, 15]);
    expect((await call<EventPost[]>('GET', '/api/events?limit=15')).body.data).toHaveLength(15);
  });

  it('refuses a limit that is not a positive whole number (400)', async () => {
    const { body } = await expectInvalid(call('GET', '/api/events?limit=ten'));
    expect(body.errors?.limit).toBeTruthy();
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a wrong shape', JSON.stringify([{ id: 'x', title: 5 }])],
    ['not a list', JSON.stringify({ events: [] })],
  ])('answers the seed events when localStorage holds %s, and leaves it there', async (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.events, raw);
    const { status, body } = await call<EventPost[]>('GET', '/api/events');
    expect(status).toBe(200);
    expect(body.data?.map((e) => e.id).sort()).toEqual(
      seedEvents(now())
        .map((e) => e.id)
        .sort(),
    );
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('answers a stored post whose image breaks the URL rules without that image', async () => {
    const good = post(1, '2026-01-01T00:00:00.000Z', 'Good');
    localStorage.setItem(
      storageKeys.events,
      JSON.stringify([good, { ...post(2, '2026-02-01T00:00:00.000Z', 'Bad image'), image: 'javascript:alert(1)' }]),
    );
    const { body } = await call<EventPost[]>('GET', '/api/events');
    expect(body.data?.map((e) => [e.title, e.image])).toEqual([
      ['Bad image', ''],
      ['Good', '/images/events/event-3.jpg'],
    ]);
  });

  it('answers stored posts with SVG data URL, relative and missing images, and leaves storage as written', async () => {
    const images = [
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/>",
      'images/events/x.jpg',
      '/images/events/missing-404.jpg',
    ];
    const raw = JSON.stringify(images.map((image, i) => ({ ...post(i + 1, `2026-0${i + 1}-01T00:00:00.000Z`), image })));
    localStorage.setItem(storageKeys.events, raw);
    const { body } = await call<EventPost[]>('GET', '/api/events');
    expect(body.data?.map((e) => e.image)).toEqual([...images].reverse());
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
  });

  it('answers the seed events when the key is missing', async () => {
    localStorage.removeItem(storageKeys.events);
    expect((await call<EventPost[]>('GET', '/api/events')).body.data).toHaveLength(2);
  });

  it('answers an empty list for the empty data set', async () => {
    await resetTestDb('empty');
    useScenario('empty');
    expect((await call('GET', '/api/events')).body.data).toEqual([]);
  });

  it('answers from the 500 events of the big data set', async () => {
    await resetTestDb('big');
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toHaveLength(500);
    const { body } = await call<EventPost[]>('GET', '/api/events?limit=100');
    expect(body.data).toHaveLength(100);
    expect(body.data?.[0].title).toBe('Back to School Drive 2026');
  });

  it('answers 500 in the api-down scenario', async () => {
    useScenario('api-down');
    await expectRefused(call('GET', '/api/events?limit=6'), 500);
  });
});
