import { http } from 'msw';
import { nowIso } from '@/lib/clock';
import { GALLERY_MESSAGES, galleryInputSchema } from '@/types/api/gallery';
import { getDb } from '../db/db';
import type { GalleryRecord } from '../db/records';
import { parseLimit, parseWithImage } from '../request-helpers';
import { api, apiDownResponse, notFound, ok, parseId, requireAdmin, scenarioDelay } from '../utils';

export const GALLERY_DEFAULT_LIMIT = 12;
export const GALLERY_MAX_LIMIT = 100;

const byOrder = (a: GalleryRecord, b: GalleryRecord) => a.display_order - b.display_order || a.id - b.id;

export const galleryHandlers = [
  // Public, and also the admin's list (?limit=100): the gallery has no hidden images.
  http.get(api('/api/gallery'), async ({ request }) => {
    await scenarioDelay();
    const down = apiDownResponse();
    if (down) return down;
    const limit = parseLimit(request, GALLERY_DEFAULT_LIMIT, GALLERY_MAX_LIMIT);
    if (!limit.ok) return limit.response;
    const images = await getDb().gallery.all();
    return ok(images.slice().sort(byOrder).slice(0, limit.limit));
  }),

  http.post(api('/api/gallery'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseWithImage(request, galleryInputSchema, { requiredMessage: GALLERY_MESSAGES.imageRequired });
    if (!parsed.ok) return parsed.response;
    const { title, description, category, is_featured, display_order } = parsed.data;
    const image = await getDb().gallery.insert({
      image_url: parsed.imageUrl,
      title,
      description: description ?? '',
      category,
      is_featured,
      display_order,
      created_at: nowIso(),
    });
    return ok(image, 201, { message: 'Image uploaded successfully!' });
  }),

  http.put(api('/api/gallery/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await getDb().gallery.get(id) : undefined;
    if (!id || !existing) return notFound('Image');
    // On edit the image file is optional: without one the current image stays.
    const parsed = await parseWithImage(request, galleryInputSchema, { current: existing.image_url });
    if (!parsed.ok) return parsed.response;
    const { title, description, category, is_featured, display_order } = parsed.data;
    const image = await getDb().gallery.update(id, {
      image_url: parsed.imageUrl,
      title,
      description: description ?? '',
      category,
      is_featured,
      display_order,
    });
    return ok(image, 200, { message: 'Image updated successfully!' });
  }),

  http.delete(api('/api/gallery/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await getDb().gallery.remove(id))) return notFound('Image');
    return ok({ id }, 200, { message: 'Image deleted successfully!' });
  }),
];
