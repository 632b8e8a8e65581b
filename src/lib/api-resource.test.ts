import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail } from '@mocks/core/responses';
import { apiUrl } from '@/config/env';
import { ApiError } from './api-client';
import { resourceClient, apiWrite, invalidating } from './api-resource';
import { createQueryClient } from './react-query';
import { storageKeys } from './storage';

type Thing = { id: number; name: string };

const things = resourceClient<Thing>({ key: 'things', path: '/api/things', fetchFailed: 'Failed to fetch things' });

type Seen = { method: string; url: string; token: string | null; body: string };
let seen: Seen[] = [];

beforeEach(() => {
  seen = [];
  localStorage.setItem(storageKeys.adminToken, 'the-token');
  server.use(
    http.all(api('/api/things*'), async ({ request }) => {
      seen.push({ method: request.method, url: request.url, token: request.headers.get('authorization'), body: await request.text() });
      return HttpResponse.json({ success: true, data: [{ id: 3, name: 'Three' }] });
    }),
  );
});

const last = () => seen[seen.length - 1];

describe('resourceClient reads', () => {
  it('keys every read under the resource key', () => {
    expect(things.all()).toEqual(['things']);
    expect(things.list().queryKey).toEqual(['things', 'public']);
    expect(things.adminList().queryKey).toEqual(['things', 'admin']);
    expect(things.detail(3).queryKey).toEqual(['things', 'detail', 3]);
    expect(things.read(['public', 12], '/api/things?limit=12').queryKey).toEqual(['things', 'public', 12]);
  });

  it('sends the public list without the token, the admin list with it, and one item with it when one is stored', async () => {
    const client = createQueryClient();
    await client.fetchQuery(things.list());
    expect(last()).toMatchObject({ method: 'GET', url: apiUrl('/api/things'), token: null });
    await client.fetchQuery(things.detail(3));
    expect(last()).toMatchObject({ method: 'GET', url: apiUrl('/api/things/3'), token: 'Bearer the-token' });
    localStorage.removeItem(storageKeys.adminToken);
    await createQueryClient().fetchQuery(things.detail(3));
    expect(last()).toMatchObject({ method: 'GET', url: apiUrl('/api/things/3'), token: null });
    localStorage.setItem(storageKeys.adminToken, 'the-token');
    expect(await client.fetchQuery(things.adminList())).toEqual([{ id: 3, name: 'Three' }]);
    expect(last()).toMatchObject({ method: 'GET', url: apiUrl('/api/things/admin'), token: 'Bearer the-token' });
  });

  it("fails with the resource's fetch message when the server gives none", async () => {
    server.use(http.get(api('/api/things'), () => HttpResponse.json({ success: false }, { status: 500 })));
    await expect(createQueryClient().fetchQuery(things.list())).rejects.toEqual(new ApiError('Failed to fetch things', 500));
  });
});

describe('resourceClient writes', () => {
  it('creates with the variables as the body, or the body built from them', async () => {
    await things.create<{ name: string }>({ fallbackMessage: 'x' })({ name: 'New' });
    expect(last()).toMatchObject({ method: 'POST', url: apiUrl('/api/things'), token: 'Bearer the-token', body: '{"name":"New"}' });
    await things.create<{ name: string }>({ auth: false, body: async ({ name }) => ({ title: name }), fallbackMessage: 'x' })({ name: 'New' });
    expect(last()).toMatchObject({ method: 'POST', token: null, body: '{"title":"New"}' });
  });

  it('updates, deletes and patches the item by its id', async () => {
    await things.update<{ id: number; name: string }>({ body: ({ name }) => ({ name }), fallbackMessage: 'x' })({ id: 3, name: 'Renamed' });
    expect(last()).toMatchObject({ method: 'PUT', url: apiUrl('/api/things/3'), body: '{"name":"Renamed"}' });
    await things.remove({ fallbackMessage: 'x' })(3);
    expect(last()).toMatchObject({ method: 'DELETE', url: apiUrl('/api/things/3'), token: 'Bearer the-token', body: '' });
    await things.patch<number>('toggle', { fallbackMessage: 'x' })(3);
    expect(last()).toMatchObject({ method: 'PATCH', url: apiUrl('/api/things/3/toggle'), body: '' });
    await things.patch<{ id: number; on: boolean }>('status', { body: ({ on }) => ({ on }), fallbackMessage: 'x' })({ id: 4, on: true });
    expect(last()).toMatchObject({ method: 'PATCH', url: apiUrl('/api/things/4/status'), body: '{"on":true}' });
  });

  it('fails with the write’s fallback message when the server gives none', async () => {
    server.use(http.delete(api('/api/things/3'), () => HttpResponse.json({ success: false }, { status: 500 })));
    await expect(things.remove({ fallbackMessage: 'Failed to delete thing' })(3)).rejects.toEqual(new ApiError('Failed to delete thing', 500));
    server.use(http.delete(api('/api/things/4'), () => fail(404, 'Thing not found')));
    await expect(things.remove({ fallbackMessage: 'Failed to delete thing' })(4)).rejects.toEqual(new ApiError('Thing not found', 404));
  });

  it('sends a body at hand in the same tick, with the token stored at the call', async () => {
    const sending = apiWrite<void, unknown>('POST', '/api/things/logout', { fallbackMessage: 'x' })();
    localStorage.removeItem(storageKeys.adminToken);
    await sending;
    expect(last()).toMatchObject({ url: apiUrl('/api/things/logout'), token: 'Bearer the-token' });
  });
});

describe('mutation options', () => {
  it("name the resource's key, or what they are given, as what they invalidate", () => {
    const write = async () => 'done';
    expect(things.mutation(write)).toEqual({ mutationFn: write, meta: { invalidates: [['things']] } });
    expect(invalidating('all', write).meta).toEqual({ invalidates: 'all' });
    expect(invalidating([['settings', 'email']], write).meta).toEqual({ invalidates: [['settings', 'email']] });
  });
});
