import { http } from 'msw';
import { nowIso } from '@/lib/clock';
import { bannerInputSchema, BANNER_MESSAGES } from '@/types/api/banners';
import { getDb } from '../db/db';
import type { BannerRecord } from '../db/records';
import { parseWithImage } from '../request-helpers';
import { api, apiDownResponse, notFound, ok, parseId, requireAdmin, scenarioDelay } from '../utils';

const byNewest = (a: BannerRecord, b: BannerRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const bannersHandlers = [
  http.get(api('/api/banner'), async () => {
    await scenarioDelay();
    const down = apiDownResponse();
    if (down) return down;
    const banners = await getDb().banners.all();
    return ok(banners.filter((b) => b.is_active).sort(byNewest));
  }),

  http.get(api('/api/banner/admin'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await getDb().banners.all()).slice().sort(byNewest));
  }),

  // Public read of one banner, for the preview page.
  http.get(api('/api/banner/:id'), async ({ params }) => {
    await scenarioDelay();
    const id = parseId(params.id);
    const banner = id ? await getDb().banners.get(id) : undefined;
    return banner ? ok(banner) : notFound('Banner');
  }),

  http.post(api('/api/banner'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    // The fields and the image are checked together: an empty form hears about all of them at once.
    const parsed = await parseWithImage(request, bannerInputSchema, { requiredMessage: BANNER_MESSAGES.imageRequired });
    if (!parsed.ok) return parsed.response;
    const { button_link, image_url: _ignored, ...fields } = parsed.data;
    void _ignored;
    const banner = await getDb().banners.insert({
      ...fields,
      sub_heading: fields.sub_heading ?? '',
      button_text: fields.button_text ?? '',
      link_url: button_link ?? '',
      image_url: parsed.imageUrl,
      created_at: nowIso(),
    });
    return ok(banner, 201, { message: 'Banner added successfully!' });
  }),

  http.put(api('/api/banner/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await getDb().banners.get(id) : undefined;
    if (!id || !existing) return notFound('Banner');
    // On edit the image is optional: without a new one the current image stays.
    const parsed = await parseWithImage(request, bannerInputSchema, { current: existing.image_url });
    if (!parsed.ok) return parsed.response;
    const { button_link, image_url: _ignored, ...fields } = parsed.data;
    void _ignored;
    const banner = await getDb().banners.update(id, {
      ...fields,
      sub_heading: fields.sub_heading ?? '',
      button_text: fields.button_text ?? '',
      link_url: button_link ?? '',
      image_url: parsed.imageUrl,
    });
    return ok(banner, 200, { message: 'Banner updated successfully!' });
  }),

  http.delete(api('/api/banner/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await getDb().banners.remove(id))) return notFound('Banner');
    return ok({ id }, 200, { message: 'Banner has been deleted successfully.' });
  }),

  http.patch(api('/api/banner/:id/toggle'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await getDb().banners.get(id) : undefined;
    if (!id || !existing) return notFound('Banner');
    const banner = await getDb().banners.update(id, (current) => ({ is_active: !current.is_active }));
    return ok(banner);
  }),
];
