// The registry is true of the mock backend: on the fresh default seed, every operation's example
// request (with an administrator's token where one is needed) succeeds with its documented status,
// its answer fits the document's success schema, every invalid example body gets a 400 with field
// errors, and the documented auth holds (401 without a token, 403 for a moderator on
// administrator-only calls).
import Ajv2020 from 'ajv/dist/2020';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { apiOperations } from '@/types/api/operations';
import { buildOpenApiDocument, type JsonSchema } from '@/types/api/openapi/document';
import type { ApiBodyContent, ApiOperation } from '@/types/api/openapi/operation';
import { SCHEMA_VERSION } from '../db/db';
import { adminToken, formOf, pngFile } from '../handlers/handler-test-utils';

const document = buildOpenApiDocument(apiOperations, { version: 'test' });
// Refs point at '#/components/schemas/…', so each schema is checked inside a root holding the components.
const ajv = new Ajv2020({ strict: false, validateFormats: false });
const successSchema = (op: ApiOperation) =>
  (document.paths[op.path][op.method].responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>)[op.success.status]
    .content['application/json'].schema;
const fitsDocument = (op: ApiOperation, body: unknown) => {
  const check = ajv.compile({ ...successSchema(op), components: document.components });
  return check(body) ? 'fits' : ajv.errorsText(check.errors);
};

type Content = { type: 'json' | 'multipart'; content: ApiBodyContent };
const contents = (op: ApiOperation): Content[] => [
  ...(op.body?.json ? [{ type: 'json' as const, content: op.body.json }] : []),
  ...(op.body?.multipart ? [{ type: 'multipart' as const, content: op.body.multipart }] : []),
];

function url(op: ApiOperation): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_all, name: string) => String(op.pathParams![name].example));
  const query = Object.entries(op.query ?? {}).map(([name, param]) => `${name}=${param.example}`);
  return apiUrl(query.length ? `${path}?${query.join('&')}` : path);
}

/** The example request; a valid multipart body gets a small PNG in each required file field. */
async function send(op: ApiOperation, token: string | null, body?: { type: 'json' | 'multipart'; value: Record<string, unknown>; files?: boolean; content: ApiBodyContent }) {
  const init: RequestInit = { method: op.method.toUpperCase(), headers: token ? { Authorization: `Bearer ${token}` } : {} };
  if (body?.type === 'json') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body.value);
  } else if (body) {
    const required = Object.entries(body.content.files ?? {}).filter(([, file]) => body.files && file.required);
    init.body = formOf(body.value as Record<string, string>, Object.fromEntries(required.map(([name]) => [name, pngFile()])));
  }
  return fetch(url(op), init);
}

let token: string;
beforeEach(async () => {
  token = await adminToken();
});

it('the demo export example carries the data version of the db', () => {
  const demoImport = apiOperations.find((op) => op.operationId === 'importDemoData')!;
  expect(demoImport.body!.json!.valid.version).toBe(SCHEMA_VERSION);
});

describe.each(apiOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_route, op) => {
  const example = contents(op)[0];
  const exampleBody = example && { type: example.type, value: example.content.valid, files: true, content: example.content };
  if (op.auth !== 'public') {
    it('answers 401 without a token', async () => {
      expect((await send(op, null, exampleBody)).status).toBe(401);
    });
  }
  if (op.auth === 'administrator') {
    it('answers 403 to a moderator', async () => {
      expect((await send(op, await adminToken(2), exampleBody)).status).toBe(403);
    });
  }
  if (op.auth === 'admin') {
    it('is open to a moderator', async () => {
      expect((await send(op, await adminToken(2), exampleBody)).status).toBe(op.success.status);
    });
  }
  const auth = () => (op.auth === 'public' ? null : token);
  if ('binary' in op.success) {
    it('answers an uploaded image at the example name', async () => {
      const form = formOf({}, { image: pngFile() });
      const upload = await fetch(apiUrl('/api/admin/upload'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      expect(upload.status).toBe(201);
      const response = await send(op, auth());
      expect(response.status).toBe(op.success.status);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    });
    return;
  }
  const bodies = contents(op);
  if (!bodies.length) {
    it(`answers ${op.success.status} with the documented data`, async () => {
      const response = await send(op, auth());
      expect(response.status).toBe(op.success.status);
      expect(fitsDocument(op, await response.json())).toBe('fits');
    });
  }
  describe.each(bodies.map((body) => [body.type, body] as const))('%s', (type, { content }) => {
    it(`the valid example answers ${op.success.status} with the documented data`, async () => {
      const response = await send(op, auth(), { type, value: content.valid, files: true, content });
      const answer = await response.json();
      expect({ status: response.status, answer }).toMatchObject({ status: op.success.status });
      expect(fitsDocument(op, answer)).toBe('fits');
    });

    it('the invalid example answers 400 with field errors', async () => {
      const response = await send(op, auth(), { type, value: content.invalid, content });
      const answer = await response.json();
      expect(response.status).toBe(400);
      expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
    });
  });
});
