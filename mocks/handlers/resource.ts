// The routes of an image resource (banners, services, gallery), built from its description in the
// contract (src/types/api/resource.ts) and the little only the server knows: where the records
// are stored, their order, and how a valid body becomes a record. In the order the dispatcher
// matches them: the public list, the admin list, the public read, create, update, delete, toggle.
import { http } from 'msw';
import type { z } from 'zod';
import { nowIso } from '@/lib/clock';
import type { ApiResource, ImageInputSchema } from '@/types/api/resource';
import type { Collection } from '../db/collection';
import { getDb, type Db } from '../db/db';
import { parseLimit, parseWithImage } from '../request-helpers';
import { api, apiDownResponse, notFound, ok, parseId, requireAdmin, scenarioDelay } from '../utils';

interface StoredResource {
  id: number;
  created_at: string;
  image_url: string;
  /** Only on a toggleable resource. */
  is_active?: boolean;
}

/** What a body sets: everything but the id and the creation time. */
type Fields<R> = Omit<R, 'id' | 'created_at'>;
// TypeScript cannot see through Omit on a type parameter that these are parts of R: the casts below say so.
type Patch<R> = Partial<Omit<R, 'id'>>;

export interface ResourceHandlersConfig<R extends StoredResource, Input extends ImageInputSchema> {
  resource: ApiResource<Input>;
  collection: (db: Db) => Collection<R>;
  /** The order of every list. */
  sort: (a: R, b: R) => number;
  /** The record's fields from a valid body and its image (the stored upload, image_url or the current one). */
  toRecord: (input: z.output<Input>, imageUrl: string) => Fields<R>;
}

export const newestFirst = (a: StoredResource, b: StoredResource) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const byDisplayOrder = (a: StoredResource & { display_order: number }, b: StoredResource & { display_order: number }) =>
  a.display_order - b.display_order || a.id - b.id;

export function resourceHandlers<R extends StoredResource, Input extends ImageInputSchema>(
  config: ResourceHandlersConfig<R, Input>,
) {
  const { resource, sort, toRecord } = config;
  const { path, noun, inputSchema, messages } = resource;
  const records = () => config.collection(getDb());

  const publicList = http.get(api(path), async ({ request }) => {
    await scenarioDelay();
    const down = apiDownResponse();
    if (down) return down;
    const limit = resource.limit ? parseLimit(request, resource.limit.fallback, resource.limit.max) : undefined;
    if (limit && !limit.ok) return limit.response;
    const all = await records().all();
    const shown = resource.toggleable ? all.filter((record) => record.is_active) : all.slice();
    return ok(shown.sort(sort).slice(0, limit?.limit));
  });

  const adminList = http.get(api(`${path}/admin`), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await records().all()).slice().sort(sort));
  });

  const publicRead = http.get(api(`${path}/:id`), async ({ params }) => {
    await scenarioDelay();
    const id = parseId(params.id);
    const record = id ? await records().get(id) : undefined;
    return record ? ok(record) : notFound(noun);
  });

  const create = http.post(api(path), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    // The fields and the image are checked together: an empty form hears about all of them at once.
    const parsed = await parseWithImage(request, inputSchema, { requiredMessage: messages.imageRequired });
    if (!parsed.ok) return parsed.response;
    const created = await records().insert({ ...toRecord(parsed.data, parsed.imageUrl), created_at: nowIso() } as Omit<R, 'id'>);
    return ok(created, 201, { message: messages.created });
  });

  const update = http.put(api(`${path}/:id`), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await records().get(id) : undefined;
    if (!id || !existing) return notFound(noun);
    // On edit the image is optional: without a new one the current image stays.
    const parsed = await parseWithImage(request, inputSchema, { current: existing.image_url });
    if (!parsed.ok) return parsed.response;
    const updated = await records().update(id, toRecord(parsed.data, parsed.imageUrl) as Patch<R>);
    return ok(updated, 200, { message: messages.updated });
  });

  const remove = http.delete(api(`${path}/:id`), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    if (!id || !(await records().remove(id))) return notFound(noun);
    return ok({ id }, 200, { message: messages.deleted });
  });

  const toggle = http.patch(api(`${path}/:id/toggle`), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const existing = id ? await records().get(id) : undefined;
    if (!id || !existing) return notFound(noun);
    // A function patch flips the flag as stored, so two quick toggles cannot lose one.
    const toggled = await records().update(id, (current) => ({ is_active: !current.is_active }) as Patch<R>);
    return ok(toggled, 200, messages.toggled ? { message: messages.toggled(!!toggled?.is_active) } : {});
  });

  return [
    publicList,
    ...(resource.toggleable ? [adminList] : []),
    ...(resource.publicRead ? [publicRead] : []),
    create,
    update,
    remove,
    ...(resource.toggleable ? [toggle] : []),
  ];
}
