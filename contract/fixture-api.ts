// A small hand-written API for the engine's own tests: its OpenAPI document, written by the
// generated document's conventions (README, "The OpenAPI document"), and an in-memory server for it whose faults can be
// switched on one by one, to show that each check catches its own.

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const envelope = (data: object) => ({
  type: 'object',
  properties: { success: { const: true }, data, message: { type: 'string' } },
  required: ['success', 'data'],
});
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const item = { $ref: '#/components/schemas/Item' };
/** An operation for a signed-in admin, without a body: 200 with `data`, or 401. */
const adminOnly = (operationId: string, description: string, data: object) => ({
  operationId,
  security: [{ bearerAuth: [] }],
  responses: { 200: { description, ...json(envelope(data)) }, 401: ref('Unauthorized') },
});

export const fixtureDocument = {
  openapi: '3.1.0',
  info: { title: 'Fixture API', version: '1.0.0' },
  paths: {
    '/api/admin/login': {
      post: {
        operationId: 'login',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { username: { type: 'string' }, password: { type: 'string' } },
                required: ['username', 'password'],
              },
              examples: { valid: { value: { username: 'admin', password: 'admin123' } }, invalid: { value: { username: '' } } },
            },
          },
        },
        responses: {
          200: { description: 'Signed in', ...json(envelope({ type: 'object', properties: { token: { type: 'string' } }, required: ['token'] })) },
          400: ref('ValidationError'),
          401: ref('Unauthorized'),
        },
      },
    },
    '/api/admin/logout': { post: adminOnly('signOut', 'Signed out', { type: 'null' }) },
    '/api/items': {
      get: {
        operationId: 'listItems',
        responses: { 200: { description: 'All items', ...json(envelope({ type: 'array', items: item })) } },
      },
      post: {
        operationId: 'createItem',
        security: [{ bearerAuth: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
              examples: { valid: { value: { name: 'Soup' } }, invalid: { value: { name: '' } } },
            },
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string' }, image: { type: 'string', format: 'binary', contentMediaType: 'image/png' } },
                required: ['name', 'image'],
              },
              examples: { valid: { value: { name: 'Bread' } }, invalid: { value: { name: 'Bread' } } },
            },
          },
        },
        responses: {
          201: { description: 'Created', ...json(envelope(item)) },
          400: ref('ValidationError'),
          401: ref('Unauthorized'),
        },
      },
    },
    '/api/items/{id}': {
      delete: {
        operationId: 'deleteItem',
        security: [{ bearerAuth: [] }],
        'x-role': 'administrator',
        // Item 2 is the one createItem's valid example makes: the seed has only item 1.
        'x-contract-setup': ['createItem'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 2 }],
        responses: {
          200: { description: 'Deleted', ...json(envelope({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] })) },
          400: ref('ValidationError'),
          401: ref('Unauthorized'),
          403: ref('Forbidden'),
          404: ref('NotFound'),
        },
      },
    },
    '/api/demo/reset': { post: adminOnly('resetDemoData', 'Reset', { type: 'object' }) },
    '/api/demo/export': {
      get: adminOnly('exportDemoData', 'Everything', { type: 'object', required: ['exportedAt', 'collections'] }),
    },
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Item: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
      ErrorEnvelope: {
        type: 'object',
        properties: { success: { const: false }, message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['success', 'message'],
      },
    },
    responses: Object.fromEntries(
      ['ValidationError', 'Unauthorized', 'Forbidden', 'NotFound'].map((name) => [
        name,
        { description: name, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      ]),
    ),
  },
};

/** What the fixture server can get wrong, each a contract breach one check must report. */
export interface Faults {
  acceptsBogusToken?: boolean;
  letsModeratorDelete?: boolean;
  writesOnInvalid?: boolean;
  undocumentedStatus?: boolean;
  badSuccessBody?: boolean;
  /** Takes a path that is not valid percent-encoding for an unknown id (404), not a bad request. */
  acceptsMalformedPath?: boolean;
}

type Item = { id: number; name: string };
const SEED: Item[] = [{ id: 1, name: 'Tea' }];

/** The fixture API as a transport, over fresh in-memory data. */
export function fixtureServer(faults: Faults = {}): (request: Request) => Promise<Response> {
  let items = structuredClone(SEED);
  /** Token -> the role it was issued to. */
  const sessions = new Map<string, 'admin' | 'moderator'>();
  let issued = 0;
  const accounts: Record<string, { password: string; role: 'admin' | 'moderator' }> = {
    admin: { password: 'admin123', role: 'admin' },
    moderator: { password: 'moderator123', role: 'moderator' },
  };
  const answer = (status: number, body: object) => Response.json(body, { status });
  const fail = (status: number, message: string, errors?: Record<string, string>) =>
    answer(status, { success: false, message, ...(errors ? { errors } : {}) });
  const ok = (data: unknown, status = 200) => answer(status, { success: true, data });
  const tokenOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const signedIn = (request: Request) => sessions.has(tokenOf(request)) || (faults.acceptsBogusToken === true && tokenOf(request) !== '');

  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!faults.acceptsMalformedPath) {
      try {
        decodeURIComponent(pathname);
      } catch {
        return fail(400, 'Malformed request path');
      }
    }
    const route = `${request.method} ${pathname}`;
    if (route === 'POST /api/admin/login') {
      const body = (await request.json()) as { username?: string; password?: string };
      if (typeof body.username !== 'string' || !body.username || typeof body.password !== 'string' || !body.password) {
        return fail(400, 'Validation failed', { username: 'Required' });
      }
      const account = accounts[body.username];
      if (account?.password !== body.password) return fail(401, 'Invalid username or password');
      issued += 1;
      const token = `t${issued}`;
      sessions.set(token, account.role);
      return ok({ token });
    }
    if (route === 'GET /api/items') return ok(faults.badSuccessBody ? items.map(({ id }) => ({ id })) : items);
    if (!signedIn(request)) return fail(401, 'Authentication required');
    if (route === 'POST /api/admin/logout') {
      sessions.delete(tokenOf(request));
      return ok(null);
    }
    if (route === 'POST /api/demo/reset') {
      items = structuredClone(SEED);
      return ok({});
    }
    if (route === 'GET /api/demo/export') return ok({ exportedAt: new Date().toISOString(), collections: { items } });
    if (route === 'POST /api/items') {
      const form = request.headers.get('content-type')?.startsWith('multipart/') ? await request.formData() : undefined;
      const name = form ? form.get('name') : ((await request.json()) as { name?: string }).name;
      const image = form?.get('image');
      if (faults.writesOnInvalid) items.push({ id: items.length + 1, name: String(name) });
      if (typeof name !== 'string' || !name) return fail(400, 'Validation failed', { name: 'Required' });
      if (form && !(image instanceof File && image.size > 0)) return fail(400, 'Validation failed', { image: 'Required' });
      const created = { id: items.length + 1, name };
      if (!faults.writesOnInvalid) items.push(created);
      return ok(created, faults.undocumentedStatus ? 202 : 201);
    }
    const remove = /^DELETE \/api\/items\/(\d+)$/.exec(route);
    if (remove) {
      if (sessions.get(tokenOf(request)) === 'moderator' && !faults.letsModeratorDelete) return fail(403, 'Only administrators can do this.');
      const id = Number(remove[1]);
      if (!items.some((i) => i.id === id)) return fail(404, 'Item not found');
      items = items.filter((i) => i.id !== id);
      return ok({ id });
    }
    return fail(404, 'Not found');
  };
}
