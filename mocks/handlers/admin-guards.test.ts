// Auth: every endpoint the mock backend serves, except a short list of public ones, refuses a
// request without a token, with a forged token, with an expired token (8 h later) and with a
// deactivated admin's token, and changes nothing. The list comes from the registered handlers, so
// an admin endpoint added later is covered without editing this file. A moderator's token is then
// refused (403) on every admin-only endpoint and accepted on every other admin endpoint, so a new
// endpoint must be put on one side or the other. A full admin session is crawled last: no
// response anywhere carries a password or its hash.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, env } from '@/config/env';
import { ADMIN_MESSAGES } from '@/types/api/admins';
import { testRoutes as handlers } from '@mocks/testing/api';
import { getDb } from '@/testing/test-db';
import { formOf, keysOf, pngFile } from '../testing/handler-test-utils';
import { RESOURCES } from '../resources';
import { storedState } from '../testing/stored-state';

/** Endpoints anyone may call (spec 01 §7, uploads served back, sign-in, and the theme/logo/zakat-price reads the public site needs). */
const PUBLIC = new Set([
  // Each image resource's list and, where it has one, its record (the public site shows them).
  ...RESOURCES.flatMap(({ api }) => [`GET ${api.path}`, `GET ${api.path}/:id`]),
  'GET /api/donations/latest',
  'POST /api/donations',
  'POST /api/contact-forms',
  'POST /api/volunteers',
  'GET /api/events',
  'GET /uploads/:file',
  'GET /api/uploads/:file',
  'POST /api/admin/login',
  'GET /api/settings/theme',
  'GET /api/settings/logo',
  'GET /api/settings/zakat',
  'GET /api/health',
]);

/** What only the admin role may do: admin accounts, settings writes, demo import, reset and scenario. */
const ADMIN_ONLY = new Set([
  'POST /api/admin',
  'PATCH /api/admin/:id/password',
  'PATCH /api/admin/:id/status',
  'DELETE /api/admin/:id',
  'POST /api/settings/theme',
  'POST /api/settings/logo',
  'POST /api/settings/email',
  'POST /api/settings/email/test',
  'POST /api/settings/zakat',
  'POST /api/demo/import',
  'POST /api/demo/reset',
  'POST /api/demo/scenario',
]);

const EIGHT_HOURS = 8 * 60 * 60 * 1000;

interface Route {
  method: string;
  path: string;
}

function routeOf(handler: (typeof handlers)[number]): Route {
  const { method, path } = handler.info as { method: unknown; path: unknown };
  const pathname = decodeURIComponent(new URL(String(path), 'http://localhost').pathname);
  return { method: String(method), path: `/${pathname.slice(env.BASE_URL.length)}` };
}

const ROUTES = handlers.map(routeOf);
const ADMIN_ROUTES = ROUTES.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));

/** A request each write endpoint would accept, so a refusal really is the guard's doing. */
function bodyFor(route: Route): { json?: unknown; form?: () => FormData } {
  const key = `${route.method} ${route.path}`;
  const image = () => pngFile(128);
  const bodies: Record<string, { json?: unknown; form?: () => FormData }> = {
    'POST /api/admin': { json: { username: 'intruder', email: 'intruder@example.org', password: 'secret12', role: 'admin' } },
    'PATCH /api/admin/:id/password': { json: { newPassword: 'hacked123' } },
    'PATCH /api/admin/:id/status': { json: { is_active: false } },
    'POST /api/admin/upload': { form: () => formOf({}, { image: image() }) },
    'PATCH /api/contact-forms/:id/status': { json: { status: 'read' } },
    'PATCH /api/volunteers/:id/status': { json: { status: 'approved' } },
    // Each image resource's create and update: its documented valid body, with an image by URL.
    ...Object.fromEntries(
      RESOURCES.flatMap(({ api, docs }) => {
        const json = { ...docs.examples.fields, image_url: docs.examples.imageUrl };
        return [
          [`POST ${api.path}`, { json }],
          [`PUT ${api.path}/:id`, { json }],
        ];
      }),
    ),
    'POST /api/settings/theme': { json: { primaryColor: '#ff0000', secondaryColor: '#ff0000', textDark: '#ff0000', textLight: '#ff0000' } },
    'POST /api/settings/email': { json: { adminEmail: 'intruder@example.org', smtpPort: 25 } },
    'POST /api/settings/email/test': { json: { email: 'intruder@example.org' } },
    'POST /api/settings/logo': { form: () => formOf({}, { headerLogo: image() }) },
    'POST /api/settings/zakat': { json: { goldPricePerGram: 1, silverPricePerGram: 1 } },
    'POST /api/demo/scenario': { json: { scenario: 'empty' } },
  };
  if (bodies[key]) return bodies[key];
  return ['POST', 'PUT', 'PATCH'].includes(route.method) ? { json: {} } : {};
}

async function firstId(collection: { all(): Promise<{ id: number }[]> }): Promise<number> {
  return (await collection.all())[0]?.id ?? 1;
}

/** The concrete URL path of a route: ids of existing records, admin 1 for admin routes. */
async function pathOf(route: Route): Promise<string> {
  const db = getDb();
  const ids: Record<string, () => Promise<number>> = {
    '/api/admin/': async () => 1,
    '/api/contact-forms/': () => firstId(db.contacts),
    '/api/volunteers/': () => firstId(db.volunteers),
    ...Object.fromEntries(RESOURCES.map(({ name, api }) => [`${api.path}/`, () => firstId(db.collection(name))])),
    '/api/donations/': () => firstId(db.donations),
  };
  let path = route.path;
  if (path.includes(':id')) {
    const prefix = Object.keys(ids).find((p) => path.startsWith(p));
    path = path.replace(':id', String(prefix ? await ids[prefix]() : 1));
  }
  return path.replace(/:(\w+)/g, 'x');
}

async function call(method: string, path: string, token: string | null, body: { json?: unknown; form?: () => FormData } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body.form) payload = body.form();
  else if (body.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  }
  const res = await fetch(apiUrl(path), { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, text };
}

async function login(username: string, password: string): Promise<string> {
  const res = await call('POST', '/api/admin/login', null, { json: { username, password } });
  expect(res.status, res.text).toBe(200);
  return (JSON.parse(res.text) as { data: { token: string } }).data.token;
}

/** Everything stored except sessions (an expired session is rightly removed when it is presented). */
const snapshot = () => storedState({ sessions: false });

type Credential = 'no token' | 'a forged token' | 'an expired token' | "a deactivated admin's token";

/** Prepares the credential; returns the token and the statuses the guard may answer. */
async function credential(kind: Credential): Promise<{ token: string | null; status: number[] }> {
  switch (kind) {
    case 'no token':
      return { token: null, status: [401] };
    case 'a forged token':
      return { token: 'a'.repeat(64), status: [401] };
    case 'an expired token': {
      const token = await login('admin', 'admin123');
      vi.setSystemTime(Date.now() + EIGHT_HOURS + 60_000);
      return { token, status: [401] };
    }
    case "a deactivated admin's token": {
      const token = await login('moderator', 'moderator123');
      const admin = await login('admin', 'admin123');
      const res = await call('PATCH', '/api/admin/2/status', admin, { json: { is_active: false } });
      expect(res.status, res.text).toBe(200);
      // 403 for an inactive admin, or 401 when deactivating also ended the admin's sessions.
      return { token, status: [401, 403] };
    }
  }
}

afterEach(() => {
  vi.useRealTimers();
});

const CREDENTIALS: Credential[] = ['no token', 'a forged token', 'an expired token', "a deactivated admin's token"];

describe(`auth: ${ADMIN_ROUTES.length} admin endpoints x ${CREDENTIALS.length} credentials = ${ADMIN_ROUTES.length * CREDENTIALS.length} cases`, () => {
  it('covers the admin endpoints of spec 02 §7, the upload, and DELETE /api/donations/{id}', () => {
    const keys = ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin',
      'POST /api/admin',
      'PATCH /api/admin/:id/password',
      'PATCH /api/admin/:id/status',
      'DELETE /api/admin/:id',
      'POST /api/admin/upload',
      'GET /api/contact-forms/admin',
      'PATCH /api/contact-forms/:id/status',
      'DELETE /api/contact-forms/:id',
      'GET /api/volunteers/admin',
      'PATCH /api/volunteers/:id/status',
      'DELETE /api/volunteers/:id',
      'GET /api/banner/admin',
      'POST /api/banner',
      'PUT /api/banner/:id',
      'DELETE /api/banner/:id',
      'PATCH /api/banner/:id/toggle',
      'GET /api/services/admin',
      'POST /api/services',
      'PUT /api/services/:id',
      'DELETE /api/services/:id',
      'PATCH /api/services/:id/toggle',
      'GET /api/donations/admin',
      'DELETE /api/donations/:id',
      'POST /api/gallery',
      'PUT /api/gallery/:id',
      'DELETE /api/gallery/:id',
      'GET /api/settings/email',
      'POST /api/settings/theme',
      'POST /api/settings/logo',
      'POST /api/settings/email',
      'POST /api/settings/email/test',
    ]) {
      expect(keys, expected).toContain(expected);
    }
    expect(
      keys.some((k) => /outbox/.test(k)),
      'an outbox endpoint',
    ).toBe(true);
    expect(
      keys.some((k) => /demo|export|import|reset/.test(k)),
      'demo endpoints',
    ).toBe(true);
  });

  for (const route of ADMIN_ROUTES) {
    for (const kind of CREDENTIALS) {
      it(`${route.method} ${route.path} with ${kind} -> refused, nothing changed`, async () => {
        const { token, status } = await credential(kind);
        const path = await pathOf(route);
        const sessionsBefore = (await getDb().sessions.all()).length;
        const before = await snapshot();
        const res = await call(route.method, path, token, bodyFor(route));
        expect(status, `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        const body = JSON.parse(res.text) as { success: boolean; message?: string; data?: unknown };
        expect(body.success).toBe(false);
        expect(body.message).toEqual(expect.any(String));
        expect(body.data).toBeUndefined();
        expect(await snapshot()).toBe(before);
        expect((await getDb().sessions.all()).length).toBeLessThanOrEqual(sessionsBefore);
      });
    }
  }
});

const MODERATOR_ROUTES = ADMIN_ROUTES.filter((r) => ADMIN_ONLY.has(`${r.method} ${r.path}`));
const CONTENT_ROUTES = ADMIN_ROUTES.filter((r) => !ADMIN_ONLY.has(`${r.method} ${r.path}`));

describe(`roles: a moderator's token on ${MODERATOR_ROUTES.length} admin-only and ${CONTENT_ROUTES.length} other admin endpoints`, () => {
  it('every admin-only endpoint is a registered one', () => {
    const keys = ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect([...ADMIN_ONLY].filter((key) => !keys.includes(key))).toEqual([]);
  });

  for (const route of MODERATOR_ROUTES) {
    it(`${route.method} ${route.path} -> 403 '${ADMIN_MESSAGES.adminOnly}', nothing changed`, async () => {
      const token = await login('moderator', 'moderator123');
      const path = await pathOf(route);
      const sessions = JSON.stringify(await getDb().sessions.all());
      const before = await snapshot();
      const res = await call(route.method, path, token, bodyFor(route));
      expect(res.status, res.text.slice(0, 200)).toBe(403);
      expect(JSON.parse(res.text)).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
      expect(await snapshot()).toBe(before);
      expect(JSON.stringify(await getDb().sessions.all())).toBe(sessions);
    });
  }

  for (const route of CONTENT_ROUTES) {
    it(`${route.method} ${route.path} -> 2xx`, async () => {
      const token = await login('moderator', 'moderator123');
      const res = await call(route.method, await pathOf(route), token, bodyFor(route));
      expect(res.status, res.text.slice(0, 200)).toBeGreaterThanOrEqual(200);
      expect(res.status, res.text.slice(0, 200)).toBeLessThan(300);
    });
  }
});

describe('no response of a full admin session carries a password or its hash', () => {
  it('crawls sign-in, every read and a round of writes', async () => {
    const responses: { what: string; text: string }[] = [];
    const record = async (method: string, path: string, token: string | null, body?: { json?: unknown; form?: () => FormData }) => {
      const res = await call(method, path, token, body);
      responses.push({ what: `${method} ${path} -> ${res.status}`, text: res.text });
      return res;
    };

    const loginRes = await record('POST', '/api/admin/login', null, { json: { username: 'admin', password: 'admin123' } });
    const token = (JSON.parse(loginRes.text) as { data: { token: string } }).data.token;

    // Every GET, public and admin, with the token.
    for (const route of ROUTES.filter((r) => r.method === 'GET' && !r.path.includes(':file') && !/export/.test(r.path))) {
      await record('GET', await pathOf(route), token);
    }
    // Writes that touch admin accounts and settings, where a secret could slip into an answer.
    const created = await record('POST', '/api/admin', token, {
      json: { username: 'editor', email: 'editor@example.org', password: 'editor-secret-1', role: 'moderator' },
    });
    const newId = (JSON.parse(created.text) as { data?: { id?: number } }).data?.id ?? 2;
    await record('PATCH', `/api/admin/${newId}/password`, token, { json: { newPassword: 'editor-secret-2' } });
    await record('PATCH', `/api/admin/${newId}/status`, token, { json: { is_active: false } });
    await record('PATCH', `/api/admin/${newId}/status`, token, { json: { is_active: true } });
    await record('POST', '/api/admin/login', null, { json: { username: 'editor', password: 'editor-secret-2' } });
    await record('POST', '/api/admin/login', null, { json: { username: 'admin', password: 'wrong-password' } });
    await record('POST', '/api/settings/email', token, {
      json: { adminEmail: 'admin@example.org', smtpHost: 'smtp.example.org', smtpPort: 587, smtpUser: 'mailer', smtpPassword: 'smtp-secret-9' },
    });
    await record('GET', '/api/settings/email', token);
    await record('GET', '/api/admin', token);
    await record('DELETE', `/api/admin/${newId}`, token);
    expect(responses.length).toBeGreaterThan(15);
    expectNoSecrets(responses);
  });
});

function expectNoSecrets(responses: { what: string; text: string }[]) {
  for (const { what, text } of responses) {
    for (const secret of ['password_hash', 'password_salt', 'admin123', 'editor-secret-1', 'editor-secret-2']) {
      expect(text.includes(secret), `${what} contains '${secret}'`).toBe(false);
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    const keys = keysOf(parsed);
    expect(
      keys.filter((k) => /^(password|newPassword|password_hash|password_salt|hash|salt)$/i.test(k)),
      what,
    ).toEqual([]);
  }
}

describe('the demo export', () => {
  it('carries no password, hash or salt', async () => {
    const token = await login('admin', 'admin123');
    const res = await call('GET', '/api/demo/export', token);
    expect(res.status).toBe(200);
    expectNoSecrets([{ what: 'GET /api/demo/export', text: res.text }]);
  });
});
