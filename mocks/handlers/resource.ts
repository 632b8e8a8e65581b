// The routes of an image resource (banners, services, gallery), built from its declaration in the
// backend's registry (mocks/resources): the contract's description (src/types/api/resource.ts) and
// the little only the server knows: where the records are stored, their order, and how a valid
// body becomes a record.
import { http, type HttpHandler, type PathParams } from 'msw';
import { resourceRoutes, type ImageInputSchema, type ResourceRoute } from '@/types/api/resource';
import { contextOf, nowIsoOf } from '../core/context';
import type { ServerResource, StoredResource } from '../resources/define-resource';
import { parseLimit, parseWithImage } from './request-helpers';
import type { At } from '../core/api-paths';
import { apiDownResponse, notFound, ok } from '../core/responses';
import { parseId } from '../core/request-input';
import { requireAdmin } from '../auth/guards';

// TypeScript cannot see through Omit on a type parameter that these are parts of R: the casts below say so.
type Patch<R> = Partial<Omit<R, 'id'>>;

export function resourceHandlers<R extends StoredResource, Input extends ImageInputSchema>(
  declared: ServerResource<R, Input>,
  at: At,
): HttpHandler[] {
  const { name, api: resource } = declared;
  const { path, noun, inputSchema, messages } = resource;
  const records = (request: Request) => contextOf(request).db.collection<R>(name);

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
        return ok(shown.sort((a, b) => declared.sort(a, b)).slice(0, limit?.limit));
      }),

    listAll: () =>
      http.get(
        at(`${path}/admin`),
        asAdmin(async (request) => ok((await records(request).all()).slice().sort((a, b) => declared.sort(a, b)))),
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
          const fields = { ...declared.toRecord(parsed.data, parsed.imageUrl), created_at: nowIsoOf(contextOf(request)) } as Omit<R, 'id'>;
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
          const updated = await records(request).update(found.id, declared.toRecord(parsed.data, parsed.imageUrl) as Patch<R>);
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
