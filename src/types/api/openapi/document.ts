// The OpenAPI 3.1 document of the mock backend, generated from the zod contract with zod v4's own
// JSON Schema output (z.toJSONSchema; no other library): request bodies and parameters on the
// schemas' input side (what a client may send), answers on their output side (what it gets back).
// Conventions: README, "The OpenAPI document".
import { z } from 'zod';
import { bodyRules } from '../coerce';
import { ANY_ROUTE_ERRORS, dispatcherErrors, errorResponses, namedSchemas } from './components';
import { successEnvelopeSchema } from './envelopes';
import type { ApiContract } from '../operations';
import type { ApiBodyContent, ApiOperation, ApiParameter } from './operation';
import { TAG_DESCRIPTIONS } from './tags';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
  };
}

const SCHEMA_REF = '#/components/schemas/';
const TITLE = 'Hope Foundation API';

/** Drops what zod writes for a standalone JSON Schema document, which an embedded schema must not carry. */
function embedded(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  if ('$defs' in rest) throw new Error('A schema produced $defs; the document allows only refs to #/components/schemas');
  return rest;
}

/** The input side, with the keywords that say what the refinements check (bodyRules in coerce.ts). */
const inputSchema = (schema: z.ZodType): JsonSchema =>
  embedded(
    z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        Object.assign(jsonSchema, bodyRules.get(zodSchema));
      },
    }) as JsonSchema,
  );

/**
 * The output side of every named schema and every success envelope in one pass, so a named
 * schema anywhere inside an answer becomes a $ref to components.schemas.
 */
function outputSchemas({ operations, schemas: named }: ApiContract) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const envelopeIds = new Map<ApiOperation, string>();
  for (const op of operations) {
    if (!('data' in op.success)) continue;
    const envelope = successEnvelopeSchema(op.success);
    const id = `${op.operationId}Answer`;
    registry.add(envelope, { id });
    envelopeIds.set(op, id);
  }
  const { schemas } = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: (id) => `${SCHEMA_REF}${id}` });
  if ('__shared' in schemas) throw new Error('Shared definitions outside components.schemas');
  const all = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema as JsonSchema)]));
  const components = Object.fromEntries(Object.keys(named).map((id) => [id, all[id]]));
  return { components, envelope: (op: ApiOperation) => all[envelopeIds.get(op)!] };
}

function parameter(name: string, where: 'path' | 'query', param: ApiParameter) {
  return { name, in: where, required: where === 'path', description: param.description, schema: inputSchema(param.schema), example: param.example };
}

function bodyContent(body: ApiBodyContent, multipart: boolean) {
  const schema = inputSchema(body.schema);
  if (multipart && body.files) {
    const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, file] of Object.entries(body.files)) {
      properties[name] = { type: 'string', format: 'binary', contentMediaType: file.mediaType, description: file.description };
      if (file.required) required.add(name);
    }
    Object.assign(schema, { type: 'object', properties }, required.size ? { required: [...required] } : {});
  }
  return {
    schema,
    examples: { valid: { summary: 'Succeeds on the freshly reset default seed', value: body.valid } },
    // Under an extension, so that tools checking every example against the schema (Spectral,
    // Redocly) do not count a deliberate failure as an error; the contract suite sends it.
    'x-invalid-examples': { invalid: { summary: 'Fails validation: 400 with field errors', value: body.invalid } },
  };
}

function operationObject(op: ApiOperation, envelope: (op: ApiOperation) => JsonSchema) {
  const parameters = [
    ...Object.entries(op.pathParams ?? {}).map(([name, param]) => parameter(name, 'path', param)),
    ...Object.entries(op.query ?? {}).map(([name, param]) => parameter(name, 'query', param)),
  ];
  const content: Record<string, unknown> = {};
  if (op.body?.json) content['application/json'] = bodyContent(op.body.json, false);
  if (op.body?.multipart) content['multipart/form-data'] = bodyContent(op.body.multipart, true);
  const success =
    'binary' in op.success
      ? { description: op.success.description, content: { [op.success.binary]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: op.success.description, content: { 'application/json': { schema: envelope(op) } } };
  const errors = [...new Set([...op.errors, ...dispatcherErrors(op), ...ANY_ROUTE_ERRORS])].sort((a, b) => a - b);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.auth === 'public' ? [] : [{ bearerAuth: [] }],
    ...(op.auth === 'administrator' ? { 'x-role': 'administrator' } : {}),
    ...(op.setup ? { 'x-contract-setup': op.setup } : {}),
    ...(op.sessionWide ? { 'x-session-wide': true } : {}),
    ...(op.crossRecordRules ? { 'x-cross-record-rules': op.crossRecordRules } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content } } : {}),
    responses: {
      [op.success.status]: success,
      ...Object.fromEntries(errors.map((status) => [status, { $ref: `#/components/responses/${errorResponses[status].name}` }])),
    },
  };
}

/** The document of a contract (apiContractOf): paths grouped by tag, in registry order within a tag. */
export function buildOpenApiDocument(contract: ApiContract, { version }: { version: string }): OpenApiDocument {
  const { operations } = contract;
  const { components, envelope } = outputSchemas({ ...contract, schemas: { ...contract.schemas, ...namedSchemas } });
  const described: Readonly<Record<string, string>> = { ...TAG_DESCRIPTIONS, ...contract.tags };
  const tags = [...new Set(operations.map((op) => op.tag))];
  const undescribed = tags.filter((tag) => !described[tag]);
  if (undescribed.length) throw new Error(`Tags without a description in openapi/tags.ts: ${undescribed.join(', ')}`);
  const paths: OpenApiDocument['paths'] = {};
  for (const tag of tags) {
    for (const op of operations.filter((o) => o.tag === tag)) {
      paths[op.path] ??= {};
      paths[op.path][op.method] = operationObject(op, envelope);
    }
  }
  const responses = Object.fromEntries(
    Object.values(errorResponses).map(({ name, description, schema }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}${schema}` } } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: TITLE,
      version,
      description:
        "The Hope Foundation site's API, as its mock backend answers it. Generated from the app's zod contract (src/types/api) with zod v4's own JSON Schema output. Paths are below the app's base path. Every answer is an envelope: { success, data, message } on success, { success: false, message, errors } on failure.",
    },
    // Relative to where the document is served: the site's base path in the browser, the root of
    // the api-server.
    servers: [{ url: '.', description: 'Where this document is served from' }],
    tags: tags.map((name) => ({ name, description: described[name] })),
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } }, schemas: components, responses },
  };
}
