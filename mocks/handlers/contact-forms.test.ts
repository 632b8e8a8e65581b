import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api-client';
import { contactMessageSchema, type ContactMessage } from '@/types/api/contact';
import { getDb } from '@/testing/test-db';
import { adminEachTest, call, deleteRefusalCases, expectInvalid, expectRefused, statusRefusalCases } from '../testing/handler-test-utils';

const admin = adminEachTest();

const message = { name: 'Rashid Khan', email: 'rashid@example.com', phone: '', subject: 'Question', message: 'How can I help?' };

describe('POST /api/contact-forms (public)', () => {
  it("stores the message with status 'new' and answers 201", async () => {
    const data = await request<ContactMessage>('/api/contact-forms', {
      method: 'POST',
      body: message,
      fallbackMessage: 'Failed to submit contact form',
    });
    expect(data).toMatchObject({ id: 11, name: 'Rashid Khan', subject: 'Question', status: 'new' });
    // A blank optional phone is left out, not stored as ''.
    expect(data).not.toHaveProperty('phone');
    contactMessageSchema.parse(data);
    expect(await getDb().contacts.get(11)).toEqual(data);
  });

  it('accepts a message without phone and subject', async () => {
    const { status } = await call('POST', '/api/contact-forms', { json: { name: 'A', email: 'a@example.com', message: 'Hi' } });
    expect(status).toBe(201);
  });

  it("refuses missing fields with 'Validation failed' (400) and stores nothing", async () => {
    const { body } = await expectInvalid(call('POST', '/api/contact-forms', { json: { name: '', email: 'nope', message: '   ' } }));
    expect(body.errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
    expect(await getDb().contacts.all()).toHaveLength(10);
    expect(await getDb().outbox.all()).toHaveLength(0);
  });

  it('never stores unknown keys, __proto__ or a client-chosen status', async () => {
    const json = JSON.stringify({ ...message, status: 'read', id: 1, is_admin: true }).replace('{', '{"__proto__":{"x":1},');
    const { body } = await call<ContactMessage>('POST', '/api/contact-forms', { json });
    const stored = await getDb().contacts.get(body.data!.id);
    expect(stored).toMatchObject({ id: 11, status: 'new' });
    expect(Object.keys(stored!).sort()).toEqual(['created_at', 'email', 'id', 'message', 'name', 'status', 'subject']);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await call('POST', '/api/contact-forms', { json: '{not json' })).status).toBe(400);
    expect((await call('POST', '/api/contact-forms', { json: '[1,2]' })).status).toBe(400);
  });

  it('records a notification e-mail unless the contact flag is off', async () => {
    await call('POST', '/api/contact-forms', { json: message });
    expect(await getDb().outbox.all()).toMatchObject([{ kind: 'contact', to: 'admin@hopefoundation.org.uk' }]);
    const settings = (await getDb().getSettings())!;
    await getDb().setSettings({ ...settings, email: { ...settings.email, sendContactEmail: false } });
    await call('POST', '/api/contact-forms', { json: message });
    expect(await getDb().outbox.all()).toHaveLength(1);
  });
});

describe('GET /api/contact-forms/admin', () => {
  it('lists every message newest first', async () => {
    const { status, body } = await call<ContactMessage[]>('GET', '/api/contact-forms/admin', { token: admin.token });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(10);
    expect(body.data?.map((c) => c.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for (const contact of body.data ?? []) contactMessageSchema.parse(contact);
    expect(new Set(body.data?.map((c) => c.status))).toEqual(new Set(['new', 'read']));
  });

  it('answers 401 without a token', async () => {
    await expectRefused(call('GET', '/api/contact-forms/admin'), 401);
  });
});

describe('PATCH /api/contact-forms/:id/status', () => {
  it('marks a message as read', async () => {
    const { status, body } = await call<ContactMessage>('PATCH', '/api/contact-forms/10/status', { token: admin.token, json: { status: 'read' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 10, status: 'read' });
    expect((await getDb().contacts.get(10))?.status).toBe('read');
  });

  it('refuses an unknown status (400) and keeps the message unchanged', async () => {
    const { body } = await expectInvalid(call('PATCH', '/api/contact-forms/10/status', { token: admin.token, json: { status: 'archived' } }));
    expect(body.errors?.status).toBe('Status must be new or read');
    expect((await getDb().contacts.get(10))?.status).toBe('new');
  });

  statusRefusalCases(admin, '/api/contact-forms', 'contacts', 10, { status: 'read' }, 'new');
});

describe('DELETE /api/contact-forms/:id', () => {
  it('deletes the message', async () => {
    const { status, body } = await call('DELETE', '/api/contact-forms/3', { token: admin.token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await getDb().contacts.get(3)).toBeUndefined();
  });

  deleteRefusalCases(admin, '/api/contact-forms', 'contacts', 3, [99]);
});
