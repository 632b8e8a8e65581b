// A record's id in a path is a canonical positive integer ('1', never '0x1', '01', '+1', '1.0',
// ' 1' or '1e0'): any other spelling names no record (404) and changes nothing. Number() read all
// of those as 1, so `DELETE /api/services/0x1` deleted service 1.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/testing/test-db';
import { adminEachTest, call } from '../testing/handler-test-utils';

const admin = adminEachTest();

/** Spellings Number() reads as 1 (or 3); each must name no record. */
const LOOSE = ['0x1', '0b1', '0o1', '+1', '1.0', '01', '1e0', '%201', '1%20', '%091'];

describe('ids in paths', () => {
  it('a loose spelling of an existing id answers 404 and deletes nothing', async () => {
    for (const id of LOOSE) {
      const answer = await call('DELETE', `/api/services/${id}`, { token: admin.token });
      expect(answer.status, id).toBe(404);
    }
    expect((await getDb().services.all()).map((service) => service.id)).toContain(1);
  });

  it('holds on every route that takes an id', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/banner/0x1'],
      ['PATCH', '/api/contact-forms/+1/status', { status: 'read' }],
      ['DELETE', '/api/contact-forms/1.0'],
      ['DELETE', '/api/donations/0b1'],
      ['PATCH', '/api/volunteers/01/status', { status: 'approved' }],
      ['DELETE', '/api/volunteers/1e0'],
      ['PATCH', '/api/admin/0x2/status', { is_active: false }],
    ];
    const before = await Promise.all([getDb().contacts.get(1), getDb().donations.get(1), getDb().volunteers.get(1), getDb().admins.get(2)]);
    for (const [method, path, json] of routes) {
      expect((await call(method, path, { token: admin.token, json })).status, `${method} ${path}`).toBe(404);
    }
    const after = await Promise.all([getDb().contacts.get(1), getDb().donations.get(1), getDb().volunteers.get(1), getDb().admins.get(2)]);
    expect(after).toEqual(before);
  });

  it('the canonical spelling still names the record', async () => {
    expect((await call('DELETE', '/api/services/1', { token: admin.token })).status).toBe(200);
    expect(await getDb().services.get(1)).toBeUndefined();
  });
});
