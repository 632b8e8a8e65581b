// A resource that exists only in this test ("sponsors"), declared once through the registry's
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

const sponsorSchema = z.object({ ...imageRecordShape, name: z.string().max(200), created_at: isoDateTime });
type Sponsor = z.infer<typeof sponsorSchema>;

const sponsorResource = apiResource({
  path: '/api/sponsors',
  noun: 'Sponsor',
  schema: sponsorSchema,
  inputSchema: z.object({ name: requiredString('Name is required'), image_url: optionalImageRef() }),
  messages: nounMessages('Sponsor', { imageRequired: 'Logo is required' }),
});

const sponsorDocs: ResourceDocs = {
  tag: 'Sponsors',
  tagDescription: 'The organisations the foundation works with.',
  schemaName: 'Sponsor',
  names: { one: 'sponsor', many: 'sponsors' },
  examples: { fields: { name: 'City Food Bank' }, invalid: { name: '' }, imageUrl: '/images/gallery/gallery-01.jpg' },
};

const sponsors = defineResource({
  name: 'sponsors',
  api: sponsorResource,
  docs: sponsorDocs,
  sort: newestFirst,
  toRecord: ({ name }, image_url) => ({ name, image_url }),
  seed: (clock): Sponsor[] => [{ id: 1, name: 'Riverside Mosque', image_url: '/images/gallery/gallery-02.jpg', created_at: clock.at(30) }],
});

const resources = [...RESOURCES, sponsors];
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
    expect([...db.collections.keys()].slice(0, resources.length)).toEqual([...RESOURCES.map(({ name }) => name), 'sponsors']);
    expect(db.collection('sponsors')).toBe(db.collections.get('sponsors'));
  });

  it('is seeded with its records in the default and big data sets, and not in the empty one', async () => {
    const db = createDb(createMemoryStorage(), { resources });
    await seedDb(db, 'default', TODAY);
    expect(await db.collection('sponsors').all()).toEqual(sponsors.seed(seedClock(TODAY)));
    await seedDb(db, 'big', TODAY);
    expect(await db.collection('sponsors').all()).toHaveLength(1);
    await seedDb(db, 'empty', TODAY);
    expect(await db.collection('sponsors').all()).toEqual([]);
  });

  it('has its routes, and the OpenAPI document describes exactly those', () => {
    const served = routeHandlers(api, resources).map(({ info }) => `${String(info.method)} ${documentedPath(String(info.path))}`);
    expect(served.filter((route) => route.includes('/api/sponsors'))).toEqual([
      'GET /api/sponsors',
      'POST /api/sponsors',
      'PUT /api/sponsors/{id}',
      'DELETE /api/sponsors/{id}',
    ]);
    expect(routeDrift(resources)).toEqual([]);
    const document = openApiDocument('test', resources);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/sponsors', '/api/sponsors/{id}']));
    expect(document.tags).toContainEqual({ name: 'Sponsors', description: sponsorDocs.tagDescription });
    expect(document.components.schemas.Sponsor).toMatchObject({ properties: { name: { type: 'string' } } });
    const exported = document.components.schemas.DemoExport as { properties: { collections: { required: string[] } } };
    expect(exported.properties.collections.required).toContain('sponsors');
    // The registry's own document does not know it.
    expect(Object.keys(openApiDocument('test').paths)).not.toContain('/api/sponsors');
  });

  it('is in the stored-state snapshot the reliability tests compare', async () => {
    const before = getDb();
    const db = createDb(createMemoryStorage(), { resources });
    await seedDb(db, 'default', TODAY);
    setDb(db);
    try {
      expect(JSON.parse(await storedState()).sponsors).toEqual(sponsors.seed(seedClock(TODAY)));
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
      const created = await call('POST', '/api/sponsors', token, { name: 'Northside Clinic', image_url: '/images/gallery/gallery-03.jpg' });
      expect(created).toMatchObject({ status: 201, body: { message: 'Sponsor added successfully!' } });
      const exported = (await call('GET', '/api/demo/export', token)).body.data as { collections: Record<string, Sponsor[]> };
      expect(exported.collections.sponsors.map((sponsor) => sponsor.name)).toEqual(['Riverside Mosque', 'Northside Clinic']);

      await call('DELETE', '/api/sponsors/1', token);
      expect(((await call('GET', '/api/sponsors')).body.data as Sponsor[]).map((sponsor) => sponsor.name)).toEqual(['Northside Clinic']);

      const imported = await call('POST', '/api/demo/import', token, exported);
      expect(imported).toMatchObject({ status: 200, body: { data: { counts: { sponsors: 2 } } } });
      expect(((await call('GET', '/api/sponsors')).body.data as Sponsor[]).map((sponsor) => sponsor.name)).toEqual([
        'Northside Clinic',
        'Riverside Mosque',
      ]);
    });

    it('passes the contract suite on every one of its operations', async () => {
      const suite = await loadContractSuite({ document: openApiDocument('test', resources), transport: backend.handle, baseUrl: BASE });
      const ours = suite.operations.filter((operation) => operation.name.includes('/api/sponsors'));
      expect(ours.map((operation) => operation.name)).toEqual([
        'GET /api/sponsors',
        'POST /api/sponsors',
        'PUT /api/sponsors/{id}',
        'DELETE /api/sponsors/{id}',
      ]);
      for (const operation of ours) {
        const failed = (await suite.run(operation.name)).filter((result) => !result.ok);
        expect(failed, operation.name).toEqual([]);
      }
    }, 60_000);
  });
});
