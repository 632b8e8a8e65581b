// Helpers for the donate, contact, volunteer and events journeys.
import type { Page } from '@playwright/test';

/** The six built-in services the public pages fall back to (spec §8). */
export { SPEC_SERVICE_TITLES as BUILT_IN_SERVICES } from '../../src/testing/spec-services';

/**
 * Signs in through the API from inside the page (paths relative to the app's base) and reads an
 * admin list, as the admin panel would.
 */
export async function adminList<T>(page: Page, path: string): Promise<T[]> {
  return page.evaluate(async (listPath) => {
    const login = await fetch('api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const response = await fetch(listPath, { headers: { Authorization: `Bearer ${data.token}` } });
    const body = (await response.json()) as { data: T[] };
    return body.data;
  }, path.replace(/^\//, ''));
}

/** Posts in the spec's stored shape, for page.addInitScript (localStorage `events`). */
export function makeEvents(count: number, category = (n: number) => ['Education', 'Healthcare', 'Charity', 'Environment'][(n - 1) % 4]) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: 1_760_000_000_000 + n,
      title: `Community Event ${n}`,
      slug: `community-event-${n}`,
      category: category(n),
      date: `2026-03-${String(n).padStart(2, '0')}`,
      image: `/images/events/event-${1 + (n % 6)}.jpg`,
      detailsImage: `/images/events/event-${1 + (n % 6)}.jpg`,
      galleryImages: n === 1 ? ['/images/gallery/gallery-01.jpg', '/images/gallery/gallery-02.jpg'] : [],
      description: `A short story about community event number ${n} and the families it helped this spring.`,
      content: `The first paragraph of event ${n}.\n\nThe second paragraph of event ${n}.`,
      tags: ['community'],
      highlights: n === 1 ? ['Families helped', 'Volunteers joined'] : [],
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
      isLatest: n <= 5,
      author: 'Admin',
      status: 'published',
    };
  });
}
