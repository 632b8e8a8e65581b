// A described resource gets the same routes from the mock factory and from the registry helper,
// in the dispatcher's order (admin before {id}), with only the optional routes it asks for.
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { galleryImageSchema, galleryInputSchema } from '@/types/api/gallery';
import { resourceOperations } from '@/types/api/operations/resource';
import { apiResource, type ApiResource } from '@/types/api/resource';
import { documentedPath } from '../contract/route-check';
import { api } from '../testing/api';
import type { GalleryRecord } from '../db/records';
import { byDisplayOrder, defineResource } from '../resources/define-resource';
import { resourceHandlers } from './resource';

const partners = (options: Pick<ApiResource, 'toggleable' | 'publicRead'>) =>
  apiResource({
    path: '/api/partners',
    noun: 'Partner',
    schema: galleryImageSchema,
    inputSchema: galleryInputSchema,
    messages: { created: 'added', updated: 'updated', deleted: 'deleted', imageRequired: 'Image is required' },
    ...options,
  });

const docs = {
  tag: 'Partners',
  tagDescription: 'Partners.',
  schemaName: 'Partner',
  names: { one: 'partner', many: 'partners' },
  examples: { fields: {}, invalid: {}, imageUrl: '/x.png' },
};

function servedRoutes(resource: ReturnType<typeof partners>): string[] {
  const handlers: HttpHandler[] = resourceHandlers(
    defineResource({
      name: 'partners',
      api: resource,
      docs,
      sort: byDisplayOrder,
      toRecord: (input, image_url) => ({ ...input, description: input.description ?? '', image_url }),
      seed: (): GalleryRecord[] => [],
    }),
    api,
  );
  return handlers.map(({ info }) => `${String(info.method)} ${documentedPath(String(info.path))}`);
}

function documentedRoutes(resource: ReturnType<typeof partners>): string[] {
  return resourceOperations({ name: 'partners', api: resource, docs }).map((op) => `${op.method.toUpperCase()} ${op.path}`);
}

describe('a resource described once', () => {
  it('has a list, create, update and delete, and nothing else unless it asks', () => {
    const expected = ['GET /api/partners', 'POST /api/partners', 'PUT /api/partners/{id}', 'DELETE /api/partners/{id}'];
    expect(servedRoutes(partners({}))).toEqual(expected);
    expect(documentedRoutes(partners({}))).toEqual(expected);
  });

  it('adds the admin list and the toggle when toggleable, and the public read when asked, admin before {id}', () => {
    const expected = [
      'GET /api/partners',
      'GET /api/partners/admin',
      'GET /api/partners/{id}',
      'POST /api/partners',
      'PUT /api/partners/{id}',
      'DELETE /api/partners/{id}',
      'PATCH /api/partners/{id}/toggle',
    ];
    const resource = partners({ toggleable: true, publicRead: true });
    expect(servedRoutes(resource)).toEqual(expected);
    expect(documentedRoutes(resource)).toEqual(expected);
  });
});
