// A resource that exists only in this test ("partners"), declared once through the registry's
// defineResource and handed to a backend beside the registry's own: with no other line of the
// codebase changed it is stored, seeded, served, documented, exported and imported, snapshot by
// the reliability tests, and checked by the contract suite. (Its admin tab: the app's
// src/app/layouts/admin/admin-sidebar.test.tsx.)
import { readdirSync } from 'node:fs';
import { URL as NodeURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedClock } from '@/lib/seed-clock';
import { isoDateTime, requiredString } from '@/types/api/coerce';
import type { ResourceDocs } from '@/types/api/operations/resource';
import { apiResource, imageRecordShape, nounMessages } from '@/types/api/resource';
import { optionalImageRef } from '@/types/api/uploads';
import { loadContractSuite } from '../../contract/engine';
import { openApiDocument, routeDrift } from '../contract/openapi-build';
import { documentedPath } from '../contract/route-check';
import { createDb } from '../db/db';
import { createMemoryStorage } from '../db/storage';
import { routeHandlers } from '../handlers/routes';
import { createNodeBackend, type NodeBackend } from '../hosts/node/host';
import { seedDb } from '../seed';
import { api } from '../testing/api';
import { getDb, setDb } from '../testing/current-db';
import { storedState } from '../testing/stored-state';
import { newestFirst } from './define-resource';
import { defineResource, RESOURCES } from './index';

// ---- the declaration: what a developer writes for a new image resource ----

const partnerSchema = z.object({ ...imageRecordShape, name: z.string().max(200), created_at: isoDateTime });
type Partner = z.infer<typeof partnerSchema>;

const partnerResource = apiResource({
  path: '/api/partners',
  noun: 'Partner',
  schema: partnerSchema,
  inputSchema: z.object({ name: requiredString('Name is required'), image_url: optionalImageRef() }),
  messages: nounMessages('Partner', { imageRequired: 'Logo is required' }),
});

const partnerDocs: ResourceDocs = {
  tag: 'Partners',
  tagDescription: 'The organisations the foundation works with.',
  schemaName: 'Partner',
  names: { one: 'partner', many: 'partners' },
  examples: { fields: { name: 'City Food Bank' }, invalid: { name: '' }, imageUrl: '/images/gallery/gallery-01.jpg' },
};

const partners = defineResource({
  name: 'partners',
  api: partnerResource,
  docs: partnerDocs,
  sort: newestFirst,
  toRecord: ({ name }, image_url) => ({ name, image_url }),
  seed: (clock): Partner[] => [{ id: 1, name: 'Riverside Mosque', image_url: '/images/gallery/gallery-02.jpg', created_at: clock.at(30) }],
});

const resources = [...RESOURCES, partners];
const TODAY = Date.UTC(2026, 10, 28, 12);

// ---- what derives from it ----

describe('the registry', () => {
  it('is every declaration file of mocks/resources, in the order of their names, each named as its file', () => {
    const files = readdirSync(new NodeURL('.', import.meta.url))
      .filter((file) => /^[a-z-]+\.ts$/.test(file) && !['index.ts', 'define-resource.ts'].includes(file))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(RESOURCES.map(({ name }) => `${name}.ts`)).toEqual(files);
  });
});

describe('a resource declared only through the registry', () => {
  it('is a collection of the db, after the registry’s own', () => {
    const db = createDb(createMemoryStorage(), { resources });
    expect([...db.collections.keys()].slice(0, resources.length)).toEqual(['banners', 'gallery', 'services', 'partners']);
    expect(db.collection('partners')).toBe(db.collections.get('partners'));
  });

  it('is seeded with its records in the default and big data sets, and not in the empty one', async () => {
    const db = createDb(createMemoryStorage(), { resources });
    await seedDb(db, 'default', TODAY);
    expect(await db.collection('partners').all()).toEqual(partners.seed(seedClock(TODAY)));
    await seedDb(db, 'big', TODAY);
    expect(await db.collection('partners').all()).toHaveLength(1);
    await seedDb(db, 'empty', TODAY);
    expect(await db.collection('partners').all()).toEqual([]);
  });

  it('has its routes, and the OpenAPI document describes exactly those', () => {
    const served = routeHandlers(api, resources).map(({ info }) => `${String(info.method)} ${documentedPath(String(info.path))}`);
    expect(served.filter((route) => route.includes('/api/partners'))).toEqual([
      'GET /api/partners',
      'POST /api/partners',
      'PUT /api/partners/{id}',
      'DELETE /api/partners/{id}',
    ]);
    expect(routeDrift(resources)).toEqual([]);
    const document = openApiDocument('test', resources);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/partners', '/api/partners/{id}']));
    expect(document.tags).toContainEqual({ name: 'Partners', description: partnerDocs.tagDescription });
    expect(document.components.schemas.Partner).toMatchObject({ properties: { name: { type: 'string' } } });
    const exported = document.components.schemas.DemoExport as { properties: { collections: { required: string[] } } };
    expect(exported.properties.collections.required).toContain('partners');
    // The registry's own document does not know it.
    expect(Object.keys(openApiDocument('test').paths)).not.toContain('/api/partners');
  });

  it('is in the stored-state snapshot the reliability tests compare', async () => {
    const before = getDb();
    const db = createDb(createMemoryStorage(), { resources });
    await seedDb(db, 'default', TODAY);
    setDb(db);
    try {
      expect(JSON.parse(await storedState()).partners).toEqual(partners.seed(seedClock(TODAY)));
    } finally {
      setDb(before);
    }
  });

  describe('served by a backend made with it', () => {
    let backend: NodeBackend;
    const BASE = 'http://localhost/';
    const call = async (method: string, path: string, token?: string, json?: unknown) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (json !== undefined) headers['Content-Type'] = 'application/json';
      const response = await backend.handle(
        new Request(new URL(path.slice(1), BASE), { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }),
      );
      return { status: response.status, body: (await response.json()) as { data?: unknown; message?: string } };
    };
    let token = '';

    beforeAll(async () => {
      backend = await createNodeBackend({ resources, reset: true, requestLog: false });
      token = ((await call('POST', '/api/admin/login', undefined, { username: 'admin', password: 'admin123' })).body.data as { token: string }).token;
    });
    afterAll(() => backend.flush());

    it('goes out in the demo export and comes back with the import', async () => {
      const created = await call('POST', '/api/partners', token, { name: 'Northside Clinic', image_url: '/images/gallery/gallery-03.jpg' });
      expect(created).toMatchObject({ status: 201, body: { message: 'Partner added successfully!' } });
      const exported = (await call('GET', '/api/demo/export', token)).body.data as { collections: Record<string, Partner[]> };
      expect(exported.collections.partners.map((partner) => partner.name)).toEqual(['Riverside Mosque', 'Northside Clinic']);

      await call('DELETE', '/api/partners/1', token);
      expect(((await call('GET', '/api/partners')).body.data as Partner[]).map((partner) => partner.name)).toEqual(['Northside Clinic']);

      const imported = await call('POST', '/api/demo/import', token, exported);
      expect(imported).toMatchObject({ status: 200, body: { data: { counts: { partners: 2 } } } });
      expect(((await call('GET', '/api/partners')).body.data as Partner[]).map((partner) => partner.name)).toEqual([
        'Northside Clinic',
        'Riverside Mosque',
      ]);
    });

    it('passes the contract suite on every one of its operations', async () => {
      const suite = await loadContractSuite({ document: openApiDocument('test', resources), transport: backend.handle, baseUrl: BASE });
      const ours = suite.operations.filter((operation) => operation.name.includes('/api/partners'));
      expect(ours.map((operation) => operation.name)).toEqual([
        'GET /api/partners',
        'POST /api/partners',
        'PUT /api/partners/{id}',
        'DELETE /api/partners/{id}',
      ]);
      for (const operation of ours) {
        const failed = (await suite.run(operation.name)).filter((result) => !result.ok);
        expect(failed, operation.name).toEqual([]);
      }
    }, 60_000);
  });
});
