import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api-client';
import { adminVolunteerSchema, volunteerSchema, type AdminVolunteer, type Volunteer } from '@/types/api/volunteers';
import { getDb, resetTestDb } from '@/testing/test-db';
import { adminEachTest, adminToken, call, deleteRefusalCases, expectInvalid, statusRefusalCases } from '../testing/handler-test-utils';

const admin = adminEachTest();

const application = {
  name: 'Zara Ahmed Khan',
  email: 'zara@example.com',
  phone: '+44 7700 900555',
  address: '5 Park Lane, London',
  age: 24,
  skills: 'Teaching, First aid',
  experience: '',
  availability: 'Weekends',
  motivation: 'I want to help.',
  emergency_contact: 'Ali Khan',
  emergency_phone: '+44 7700 900556',
};

describe('POST /api/volunteers (public)', () => {
  it("stores the application as submitted with status 'pending'", async () => {
    const data = await request<Volunteer>('/api/volunteers', {
      method: 'POST',
      body: application,
      fallbackMessage: 'Failed to submit volunteer application',
    });
    const { experience: _blank, ...submitted } = application;
    void _blank;
    expect(data).toMatchObject({ ...submitted, id: 9, status: 'pending' });
    expect(data).not.toHaveProperty('experience');
    volunteerSchema.parse(data);
    expect(await getDb().volunteers.get(9)).toEqual(data);
  });

  it('stores age null when it is left empty', async () => {
    const { body } = await call<Volunteer>('POST', '/api/volunteers', { json: { ...application, age: '' } });
    expect(body.data?.age).toBeNull();
  });

  it('refuses invalid fields (400) and stores nothing', async () => {
    const { body } = await expectInvalid(
      call('POST', '/api/volunteers', {
        json: { ...application, name: '', age: 12, skills: ' ', availability: 'Evenings', motivation: undefined },
      }),
    );
    expect(body.errors).toEqual({
      name: 'Name is required',
      age: 'Age must be between 16 and 100',
      skills: 'Skills are required',
      availability: 'Please select your availability',
      motivation: 'Motivation is required',
    });
    expect(await getDb().volunteers.all()).toHaveLength(8);
    expect(await getDb().outbox.all()).toHaveLength(0);
  });

  it('never stores unknown keys, __proto__ or a client-chosen status', async () => {
    const json = JSON.stringify({ ...application, status: 'approved', role: 'admin' }).replace('{', '{"__proto__":{"x":1},');
    const { body } = await call<Volunteer>('POST', '/api/volunteers', { json });
    const stored = await getDb().volunteers.get(body.data!.id);
    expect(stored?.status).toBe('pending');
    expect(stored).not.toHaveProperty('role');
    expect(Object.keys(stored!)).not.toContain('__proto__');
  });

  it('records a notification e-mail unless the volunteer flag is off', async () => {
    await call('POST', '/api/volunteers', { json: application });
    expect(await getDb().outbox.all()).toMatchObject([{ kind: 'volunteer', to: 'admin@hopefoundation.org.uk' }]);
    const settings = (await getDb().getSettings())!;
    await getDb().setSettings({ ...settings, email: { ...settings.email, sendVolunteerEmail: false } });
    await call('POST', '/api/volunteers', { json: application });
    expect(await getDb().outbox.all()).toHaveLength(1);
  });
});

describe('GET /api/volunteers/admin', () => {
  it('lists every application newest first with firstName/lastName and skills as text', async () => {
    const { status, body } = await call<AdminVolunteer[]>('GET', '/api/volunteers/admin', { token: admin.token });
    expect(status).toBe(200);
    expect(body.data?.map((v) => v.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    for (const volunteer of body.data ?? []) {
      adminVolunteerSchema.parse(volunteer);
      expect(typeof volunteer.skills).toBe('string');
    }
    expect(body.data?.find((v) => v.id === 8)).toMatchObject({ firstName: 'Abdul', lastName: 'Rahman Siddiqui' });
    // Seed 3 has no skills; seed 6 is a single name.
    expect(body.data?.find((v) => v.id === 3)?.skills).toBe('');
    expect(body.data?.find((v) => v.id === 6)).toMatchObject({ firstName: 'Yusuf', lastName: '', skills: '' });
    expect(body.data?.find((v) => v.id === 1)).toMatchObject({ occupation: 'Primary school teacher', hours: 6 });
  });

  it('turns a stored list of skills into text', async () => {
    await getDb().volunteers.update(1, { skills: ['Cooking', 'Driving'] as unknown as string });
    const { body } = await call<AdminVolunteer[]>('GET', '/api/volunteers/admin', { token: admin.token });
    expect(body.data?.find((v) => v.id === 1)?.skills).toBe('Cooking, Driving');
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/volunteers/admin')).status).toBe(401);
  });

  it('lists 2,000 applications in the big data set', async () => {
    await resetTestDb('big');
    const { body } = await call<AdminVolunteer[]>('GET', '/api/volunteers/admin', { token: await adminToken() });
    expect(body.data).toHaveLength(2_000);
    expect(body.data?.every((v) => typeof v.skills === 'string')).toBe(true);
  });
});

describe('PATCH /api/volunteers/:id/status', () => {
  it('approves an application', async () => {
    const { status, body } = await call<AdminVolunteer>('PATCH', '/api/volunteers/3/status', { token: admin.token, json: { status: 'approved' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 3, status: 'approved' });
    expect((await getDb().volunteers.get(3))?.status).toBe('approved');
  });

  it('refuses an unknown status (400) and keeps the application unchanged', async () => {
    const { body } = await expectInvalid(call('PATCH', '/api/volunteers/3/status', { token: admin.token, json: { status: 'rejected' } }));
    expect(body.errors?.status).toBe('Status must be pending or approved');
    expect((await getDb().volunteers.get(3))?.status).toBe('pending');
  });

  statusRefusalCases(admin, '/api/volunteers', 'volunteers', 3, { status: 'approved' }, 'pending');
});

describe('DELETE /api/volunteers/:id', () => {
  it('deletes the application', async () => {
    const { status } = await call('DELETE', '/api/volunteers/2', { token: admin.token });
    expect(status).toBe(200);
    expect(await getDb().volunteers.get(2)).toBeUndefined();
  });

  deleteRefusalCases(admin, '/api/volunteers', 'volunteers', 2, [99]);
});
