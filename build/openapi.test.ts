// The build's OpenAPI step, as the build runs it: the document of the real handlers and registry,
// validated with @readme/openapi-parser, and the facts the other tools (Try it, the contract suite) rely on.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/types/api/openapi/document';
import { MAX_BODY_BYTES } from '../src/types/api/url-rules';
import { generateOpenApi, openApiProblems, packageVersion } from './openapi';

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  'x-role'?: string;
  parameters?: { in: string; example?: unknown }[];
  requestBody?: {
    content: Record<
      string,
      {
        schema: { properties?: Record<string, { format?: string }> };
        examples: Record<string, { value: unknown }>;
        'x-invalid-examples': Record<string, { value: unknown }>;
      }
    >;
  };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> }>;
}

let document: OpenApiDocument;
let problems: string[];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op: op as unknown as Operation })),
  );

beforeAll(async () => {
  ({ document, problems } = await generateOpenApi({ base: '/charity/' }));
}, 60_000);

describe('the generated OpenAPI document', () => {
  it('validates as OpenAPI 3.1 and matches the handlers', () => {
    expect(problems).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(packageVersion());
  });

  it('covers the calls of both specs and the additions', () => {
    const routes = operations().map(({ route }) => route);
    expect(routes.length).toBeGreaterThanOrEqual(50);
    for (const route of [
      'POST /api/services',
      'GET /uploads/{file}',
      'DELETE /api/donations/{id}',
      'POST /api/demo/import',
      'GET /api/settings/email/outbox',
    ]) {
      expect(routes).toContain(route);
    }
    expect(document.paths['/uploads/{file}'].get.responses).toMatchObject({ 200: { content: { 'image/*': {} } } });
    expect(Object.keys((document.paths['/api/services'].post as unknown as Operation).requestBody!.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it('bounds every string of a request body within the body limit', () => {
    const lengths: number[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'maxLength' && typeof value === 'number') lengths.push(value);
          else walk(value);
        }
      }
    };
    for (const { op } of operations()) walk(op.requestBody);
    expect(lengths.length).toBeGreaterThan(50);
    expect(lengths.filter((length) => length > MAX_BODY_BYTES)).toEqual([]);
  });

  it('names its server and describes every tag', () => {
    expect(document.servers).toEqual([{ url: '.', description: expect.any(String) }]);
    for (const tag of document.tags) expect(tag.description, tag.name).toMatch(/\w/);
  });

  it('gives every operation a unique operationId and one tag', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations()) expect(op.tags).toHaveLength(1);
  });

  it('answers 401 and 403 wherever a token is needed, says security: [] where none is, and marks the administrator-only calls', () => {
    for (const { route, op } of operations()) {
      expect(op.security, route).toBeDefined();
      if (!op.security!.length) continue;
      expect(op.security, route).toEqual([{ bearerAuth: [] }]);
      expect(op.responses['401']?.$ref, route).toBe('#/components/responses/Unauthorized');
      expect(op.responses['403']?.$ref, route).toBe('#/components/responses/Forbidden');
    }
    const adminOnly = operations()
      .filter(({ op }) => op['x-role'] === 'administrator')
      .map(({ route }) => route);
    expect(adminOnly).toEqual(expect.arrayContaining(['POST /api/admin', 'POST /api/settings/theme', 'POST /api/demo/reset']));
    expect(adminOnly).not.toContain('GET /api/demo/export');
  });

  it('answers 400 ValidationError for every body, which carries a valid example and an invalid one under x-invalid-examples', () => {
    for (const { route, op } of operations()) {
      if (!op.requestBody) continue;
      expect(op.responses['400']?.$ref, route).toBe('#/components/responses/ValidationError');
      for (const content of Object.values(op.requestBody.content)) {
        expect(Object.keys(content.examples), route).toEqual(['valid']);
        expect(Object.keys(content['x-invalid-examples']), route).toEqual(['invalid']);
      }
    }
    const multipart = (document.paths['/api/services'].post as unknown as Operation).requestBody!.content['multipart/form-data'];
    expect(multipart.schema.properties!.image).toMatchObject({ type: 'string', format: 'binary', contentMediaType: 'image/png' });
  });

  it('answers 500 and 503 everywhere, and wraps every JSON success in the envelope', () => {
    for (const { route, op } of operations()) {
      expect(op.responses['500']?.$ref, route).toBe('#/components/responses/ServerError');
      expect(op.responses['503']?.$ref, route).toBe('#/components/responses/Unavailable');
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))![1];
      const json = success.content!['application/json'];
      if (json) expect(json.schema.required, route).toEqual(expect.arrayContaining(['success', 'data']));
    }
  });

  it("answers the dispatcher's 400 wherever a path has a parameter, and 507 on every call that is not a GET", () => {
    for (const { route, op } of operations()) {
      if (op.parameters?.some((param) => param.in === 'path'))
        expect(op.responses['400']?.$ref, route).toBe('#/components/responses/ValidationError');
      const full = op.responses['507']?.$ref;
      expect(full, route).toBe(route.startsWith('GET ') ? undefined : '#/components/responses/InsufficientStorage');
    }
  });

  it('gives every path and query parameter an example', () => {
    for (const { route, op } of operations()) for (const param of op.parameters ?? []) expect(param.example, route).toBeDefined();
  });

  it('refers only to its own components', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const [, kind, name] = /"#\/components\/(schemas|responses)\/([^"]+)"/.exec(ref) ?? [];
      expect(ref).toMatch(/^"\$ref":"#\/components\//);
      expect(document.components[kind as 'schemas' | 'responses'], ref).toHaveProperty(name);
    }
  });
});

describe('openApiProblems', () => {
  it('names each route drift and each validation error, so the build can refuse them', async () => {
    const broken = structuredClone(document);
    (broken.paths['/api/services'].get as { responses?: unknown }).responses = 'none';
    const found = await openApiProblems(broken, [
      { kind: 'undocumented handler', route: 'POST /api/secret' },
      { kind: 'operation without handler', route: 'GET /api/ghosts/{id}' },
    ]);
    expect(found.slice(0, 2)).toEqual(['undocumented handler: POST /api/secret', 'operation without handler: GET /api/ghosts/{id}']);
    expect(found.length).toBeGreaterThan(2);
    expect(found[2]).toMatch(/^not valid OpenAPI 3\.1: /);
  });
});
