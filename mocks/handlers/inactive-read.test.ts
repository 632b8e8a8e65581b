// An inactive banner or service is staff's draft: 404 to the public and to a forged token, the
// record to any signed-in staff member, moderators included. Services have no public read of one
// (the public list shows the active ones), so GET /api/services/{id} is 404 to everybody.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/testing/test-db';
import { adminToken, call } from '../testing/handler-test-utils';

const RESOURCES = [{ path: '/api/banner', noun: 'Banner', collection: 'banners' }] as const;

describe.each(RESOURCES)('GET $path/{id}', ({ path, noun, collection }) => {
  it('answers an active one to anybody', async () => {
    const res = await call<{ id: number }>('GET', `${path}/1`);
    expect(res.status).toBe(200);
    expect(res.body.data?.id).toBe(1);
  });

  it('answers an inactive one 404 to the public and to a forged token, and the record to staff', async () => {
    await getDb()[collection].update(1, { is_active: false });
    for (const token of [undefined, 'f'.repeat(64)]) {
      const res = await call('GET', `${path}/1`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: `${noun} not found` });
    }
    for (const staff of [await adminToken(1), await adminToken(2)]) {
      const res = await call<{ id: number; is_active: boolean }>('GET', `${path}/1`, { token: staff });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: 1, is_active: false });
    }
  });
});

describe('an inactive service', () => {
  it('is in neither public read: the list leaves it out and there is no read of one', async () => {
    await getDb().services.update(1, { is_active: false });
    const list = await call<{ id: number }[]>('GET', '/api/services');
    expect(list.body.data?.map((s) => s.id)).not.toContain(1);
    expect((await call('GET', '/api/services/1')).status).toBe(404);
  });
});
