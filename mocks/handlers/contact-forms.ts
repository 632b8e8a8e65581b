import { http, type HttpHandler } from 'msw';
import { contactInputSchema, contactStatusSchema } from '@/types/api/contact';
import { contextOf, nowIsoOf } from '../core/context';
import type { ContactRecord } from '../db/records';
import { notifyAdmin } from './request-helpers';
import type { At } from '../core/api-paths';
import { notFound, ok } from '../core/responses';
import { parseBody, parseId } from '../core/request-input';
import { requireAdmin } from '../auth/guards';

const byNewest = (a: ContactRecord, b: ContactRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const contactFormsHandlers = (at: At): HttpHandler[] => [
  // Public: the contact page form.
  http.post(at('/api/contact-forms'), async ({ request }) => {
    const parsed = await parseBody(request, contactInputSchema);
    if (!parsed.ok) return parsed.response;
    const { name, email, phone, subject, message } = parsed.data;
    const contact = await contextOf(request).db.contacts.insert({
      name,
      email,
      ...(phone ? { phone } : {}),
      ...(subject ? { subject } : {}),
      message,
      status: 'new',
      created_at: nowIsoOf(contextOf(request)),
    });
    await notifyAdmin(contextOf(request), 'contact', `New message: ${subject ?? 'Contact form'}`, `From ${name} <${email}>:\n\n${message}`);
    return ok(contact, 201, { message: 'Thank you for contacting us!' });
  }),

  http.get(at('/api/contact-forms/admin'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await contextOf(request).db.contacts.all()).slice().sort(byNewest));
  }),

  http.patch(at('/api/contact-forms/:id/status'), async ({ request, params }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await contextOf(request).db.contacts.get(id))) return notFound('Contact form');
    const parsed = await parseBody(request, contactStatusSchema);
    if (!parsed.ok) return parsed.response;
    const contact = await contextOf(request).db.contacts.update(id, { status: parsed.data.status });
    return ok(contact, 200, { message: 'Status updated' });
  }),

  http.delete(at('/api/contact-forms/:id'), async ({ request, params }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await contextOf(request).db.contacts.remove(id))) return notFound('Contact form');
    return ok({ id }, 200, { message: 'Contact form deleted' });
  }),
];
