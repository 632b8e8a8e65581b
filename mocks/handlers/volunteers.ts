import { http, type HttpHandler } from 'msw';
import { volunteerInputSchema, volunteerStatusSchema, type AdminVolunteer } from '@/types/api/volunteers';
import { contextOf, nowIsoOf } from '../core/context';
import type { VolunteerRecord } from '../db/records';
import { notifyAdmin } from './request-helpers';
import type { At } from '../core/api-paths';
import { notFound, ok } from '../core/responses';
import { parseBody, parseId } from '../core/request-input';
import { requireAdmin } from '../auth/guards';

const byNewest = (a: VolunteerRecord, b: VolunteerRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Admin views read firstName/lastName and always a skills string. */
export function toAdminVolunteer(volunteer: VolunteerRecord): AdminVolunteer {
  const [firstName = '', ...rest] = volunteer.name.trim().split(/\s+/);
  const skills: unknown = volunteer.skills;
  return {
    ...volunteer,
    firstName,
    lastName: rest.join(' '),
    // Records from older clients may hold a list; the admin expects comma-separated text.
    skills: typeof skills === 'string' ? skills : Array.isArray(skills) ? skills.join(', ') : '',
  };
}

export const volunteersHandlers = (at: At): HttpHandler[] => [
  // Public: the volunteer application form. Stored as submitted, awaiting approval.
  http.post(at('/api/volunteers'), async ({ request }) => {
    const parsed = await parseBody(request, volunteerInputSchema);
    if (!parsed.ok) return parsed.response;
    const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as typeof parsed.data;
    const volunteer = await contextOf(request).db.volunteers.insert({ ...fields, status: 'pending', created_at: nowIsoOf(contextOf(request)) });
    await notifyAdmin(
      contextOf(request),
      'volunteer',
      `New volunteer application: ${volunteer.name}`,
      `${volunteer.name} <${volunteer.email}> applied to volunteer (${volunteer.availability}).\n\nSkills: ${volunteer.skills ?? ''}\n\n${volunteer.motivation}`,
    );
    return ok(volunteer, 201, { message: 'Volunteer application submitted' });
  }),

  http.get(at('/api/volunteers/admin'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await contextOf(request).db.volunteers.all()).slice().sort(byNewest).map(toAdminVolunteer));
  }),

  http.patch(at('/api/volunteers/:id/status'), async ({ request, params }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await contextOf(request).db.volunteers.get(id))) return notFound('Volunteer');
    const parsed = await parseBody(request, volunteerStatusSchema);
    if (!parsed.ok) return parsed.response;
    const volunteer = await contextOf(request).db.volunteers.update(id, { status: parsed.data.status });
    return ok(volunteer && toAdminVolunteer(volunteer), 200, { message: 'Volunteer status updated' });
  }),

  http.delete(at('/api/volunteers/:id'), async ({ request, params }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await contextOf(request).db.volunteers.remove(id))) return notFound('Volunteer');
    return ok({ id }, 200, { message: 'Volunteer deleted' });
  }),
];
