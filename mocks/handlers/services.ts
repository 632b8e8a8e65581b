import { http } from 'msw';
import { nowIso } from '@/lib/clock';
import { SERVICE_MESSAGES, serviceInputSchema } from '@/types/api/services';
import { getDb } from '../db/db';
import type { ServiceRecord } from '../db/records';
import { parseWithImage } from '../request-helpers';
import { api, apiDownResponse, notFound, ok, parseId, requireAdmin, scenarioDelay } from '../utils';

const byOrder = (a: ServiceRecord, b: ServiceRecord) => a.display_order - b.display_order || a.id - b.id;

export const servicesHandlers = [
  http.get(api('/api/services'), async () => {
    await scenarioDelay();
    const down = apiDownResponse();
    if (down) return down;
    const services = await getDb().services.all();
    return ok(services.filter((s) => s.is_active).sort(byOrder));
  }),

  http.get(api('/api/services/admin'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await getDb().services.all()).slice().sort(byOrder));
  }),

  http.post(api('/api/services'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseWithImage(request, serviceInputSchema, { requiredMessage: SERVICE_MESSAGES.imageRequired });
    if (!parsed.ok) return parsed.response;
    const { title, description, icon_class, display_order, is_active } = parsed.data;
    const service = await getDb().services.insert({
      title,
      description,
      icon_class,
      display_order,
      is_active,
      image_url: parsed.imageUrl,
      created_at: nowIso(),
    });
    return ok(service, 201, { message: 'Service added successfully!' });
  }),

  http.put(api('/api/services/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await getDb().services.get(id) : undefined;
    if (!id || !existing) return notFound('Service');
    // On edit the image is optional: without a new one the current image stays.
    const parsed = await parseWithImage(request, serviceInputSchema, { current: existing.image_url });
    if (!parsed.ok) return parsed.response;
    const { title, description, icon_class, display_order, is_active } = parsed.data;
    const service = await getDb().services.update(id, {
      title,
      description,
      icon_class,
      display_order,
      is_active,
      image_url: parsed.imageUrl,
    });
    return ok(service, 200, { message: 'Service updated successfully!' });
  }),

  http.delete(api('/api/services/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await getDb().services.remove(id))) return notFound('Service');
    return ok({ id }, 200, { message: 'Service has been deleted successfully.' });
  }),

  http.patch(api('/api/services/:id/toggle'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await getDb().services.get(id) : undefined;
    if (!id || !existing) return notFound('Service');
    const service = await getDb().services.update(id, (current) => ({ is_active: !current.is_active }));
    return ok(service, 200, { message: `Service ${service?.is_active ? 'activated' : 'deactivated'} successfully` });
  }),
];
