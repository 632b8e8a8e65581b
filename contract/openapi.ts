// The part of an OpenAPI 3.1 document the contract suite reads, after dereferencing (no $ref left),
// and its operations listed in document order.

export type JsonSchema = Record<string, unknown>;

export interface MediaTypeObject {
  schema?: JsonSchema;
  examples?: Record<string, { value?: unknown }>;
  /**
   * Bodies that must fail validation, kept out of `examples` (which tools check against the
   * schema); the `invalid` one is sent. A document without it may still put `invalid` in examples.
   */
  'x-invalid-examples'?: Record<string, { value?: unknown }>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  /**
   * The operationIds whose valid examples make this operation's examples work on the fresh seed,
   * run first in this order: GET /uploads/{file} needs an upload, which the seed has none of.
   */
  'x-contract-setup'?: string[];
  /** Its change holds for the whole session: the valid example restores it after another body. */
  'x-session-wide'?: boolean;
  /** Rules across the body's records that its schema cannot state: only the valid example is surely valid. */
  'x-cross-record-rules'?: string;
  /** 'administrator': what only the admin role may do, not a moderator. */
  'x-role'?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown> & { parameters?: ParameterObject[] }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  /** 'GET /api/services/{id}': how results and tests name it. */
  name: string;
  method: string;
  path: string;
  /** Path-level parameters merged with the operation's (the operation's win). */
  parameters: ParameterObject[];
  /** Needs a bearer token: a non-empty requirement, from the operation or else the document. */
  secured: boolean;
  /** Secured and marked x-role: administrator, so a moderator's token gets 403. */
  administratorOnly: boolean;
  spec: OperationObject;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const spec = item[method] as OperationObject | undefined;
      if (!spec) continue;
      const own = spec.parameters ?? [];
      const inherited = (item.parameters ?? []).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      // An empty requirement object ({}) makes auth optional, so only a non-empty one secures.
      const security = spec.security ?? document.security ?? [];
      const secured = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: [...inherited, ...own],
        secured,
        administratorOnly: secured && spec['x-role'] === 'administrator',
        spec,
      });
    }
  }
  return operations;
}

/** The documented answer for a status: the exact code, then its range ('4XX'), then 'default'. */
export function documentedResponse(spec: OperationObject, status: number): ResponseObject | undefined {
  const { responses } = spec;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

export function successStatuses(spec: OperationObject): number[] {
  return Object.keys(spec.responses)
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number);
}
