// The routes of an image resource (banners, services, gallery), built from its description in the
// contract (src/types/api/resource.ts) and the little only the server knows: where the records
// are stored, their order, and how a valid body becomes a record.
import { http, type HttpHandler, type PathParams } from 'msw';
import type { z } from 'zod';
import { resourceRoutes, type ApiResource, type ImageInputSchema, type ResourceRoute } from '@/types/api/resource';
import { contextOf, nowIsoOf } from '../core/context';
import type { Collection } from '../db/collection';
import type { Db } from '../db/db';
import { parseLimit, parseWithImage } from './request-helpers';
import type { At } from '../core/api-paths';
import { apiDownResponse, notFound, ok } from '../core/responses';
import { parseId } from '../core/request-input';
import { requireAdmin } from '../auth/guards';

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
  at: At,
): HttpHandler[] {
  const { resource, sort, toRecord } = config;
  const { path, noun, inputSchema, messages } = resource;
  const records = (request: Request) => config.collection(contextOf(request).db);

  /** A route for a signed-in admin: the admin guard comes first. */
  const asAdmin =
    (answer: (request: Request, params: PathParams) => Promise<Response>) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      const auth = await requireAdmin(request);
      return auth.ok ? answer(request, params) : auth.response;
    };

  /** The record named by the :id parameter, or the 404 to answer. */
  const findRecord = async (request: Request, params: PathParams): Promise<{ id: number; record: R } | { response: Response }> => {
    const id = parseId(params.id);
    const record = id ? await records(request).get(id) : undefined;
    return id && record ? { id, record } : { response: notFound(noun) };
  };

  const routes: Record<ResourceRoute, () => HttpHandler> = {
    list: () =>
      http.get(at(path), async ({ request }) => {
        const down = apiDownResponse(request);
        if (down) return down;
        const limit = resource.limit ? parseLimit(request, resource.limit.fallback, resource.limit.max) : undefined;
        if (limit && !limit.ok) return limit.response;
        const all = await records(request).all();
        const shown = resource.toggleable ? all.filter((record) => record.is_active) : all.slice();
        return ok(shown.sort(sort).slice(0, limit?.limit));
      }),

    listAll: () =>
      http.get(
        at(`${path}/admin`),
        asAdmin(async (request) => ok((await records(request).all()).slice().sort(sort))),
      ),

    read: () =>
      http.get(at(`${path}/:id`), async ({ request, params }) => {
        const found = await findRecord(request, params);
        if (!('record' in found)) return found.response;
        // An inactive record is staff's draft: the public hear it does not exist.
        if (resource.toggleable && !found.record.is_active && !(await requireAdmin(request)).ok) return notFound(noun);
        return ok(found.record);
      }),

    create: () =>
      http.post(
        at(path),
        asAdmin(async (request) => {
          // The fields and the image are checked together: an empty form hears about all of them at once.
          const parsed = await parseWithImage(request, inputSchema, { requiredMessage: messages.imageRequired });
          if (!parsed.ok) return parsed.response;
          const fields = { ...toRecord(parsed.data, parsed.imageUrl), created_at: nowIsoOf(contextOf(request)) } as Omit<R, 'id'>;
          return ok(await records(request).insert(fields), 201, { message: messages.created });
        }),
      ),

    update: () =>
      http.put(
        at(`${path}/:id`),
        asAdmin(async (request, params) => {
          const found = await findRecord(request, params);
          if (!('record' in found)) return found.response;
          // On edit the image is optional: without a new one the current image stays.
          const parsed = await parseWithImage(request, inputSchema, { current: found.record.image_url });
          if (!parsed.ok) return parsed.response;
          const updated = await records(request).update(found.id, toRecord(parsed.data, parsed.imageUrl) as Patch<R>);
          return ok(updated, 200, { message: messages.updated });
        }),
      ),

    delete: () =>
      http.delete(
        at(`${path}/:id`),
        asAdmin(async (request, params) => {
          const id = parseId(params.id);
          if (!id || !(await records(request).remove(id))) return notFound(noun);
          return ok({ id }, 200, { message: messages.deleted });
        }),
      ),

    toggle: () =>
      http.patch(
        at(`${path}/:id/toggle`),
        asAdmin(async (request, params) => {
          const found = await findRecord(request, params);
          if (!('record' in found)) return found.response;
          // A function patch flips the flag as stored, so two quick toggles cannot lose one.
          const toggled = await records(request).update(found.id, (current) => ({ is_active: !current.is_active }) as Patch<R>);
          return ok(toggled, 200, messages.toggled ? { message: messages.toggled(!!toggled?.is_active) } : {});
        }),
      ),
  };

  return resourceRoutes(resource).map((route) => routes[route]());
}
