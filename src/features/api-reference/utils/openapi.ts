// The part of an OpenAPI 3.1 document the API reference reads (README, "The OpenAPI document"), and the
// two walks it needs: following local '#/components/...' references and listing the operations
// grouped by tag in document order.

/** A JSON Schema (2020-12, as OpenAPI 3.1 embeds it); only the keywords the reference shows are named. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  contentMediaType?: string;
}

export interface Reference {
  $ref: string;
}

export interface Example {
  summary?: string;
  value?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  security?: Record<string, string[]>[];
  'x-role'?: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: (Parameter | Reference)[] };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, ResponseObject | Reference>;
    parameters?: Record<string, Parameter | Reference>;
    requestBodies?: Record<string, RequestBody | Reference>;
    examples?: Record<string, Example | Reference>;
    securitySchemes?: Record<string, unknown>;
  };
}

/** Enough of a check to tell an OpenAPI document from another JSON file before drawing it. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<OpenApiDocument>;
  return typeof doc.openapi === 'string' && typeof doc.info === 'object' && doc.info !== null && typeof doc.paths === 'object' && doc.paths !== null;
}

export function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

/** The last segment of a reference: '#/components/schemas/Service' -> 'Service'. */
export function refName(ref: string): string {
  return decodePointerToken(ref.slice(ref.lastIndexOf('/') + 1));
}

function decodePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a local reference points at, or undefined when it is external or leads nowhere. */
export function lookupRef(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const token of ref.slice(2).split('/').map(decodePointerToken)) {
    if (typeof node !== 'object' || node === null || !(token in node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * Follows references until a value that is not one (a response that points at a shared response,
 * for instance). A chain that loops or breaks gives undefined.
 */
export function resolve<T extends object>(doc: OpenApiDocument, value: T | Reference | undefined): T | undefined {
  const seen = new Set<string>();
  let current: unknown = value;
  while (isReference(current)) {
    if (seen.has(current.$ref)) return undefined;
    seen.add(current.$ref);
    current = lookupRef(doc, current.$ref);
  }
  return (current ?? undefined) as T | undefined;
}

export interface OperationEntry {
  /** Unique within the document; used for element ids. */
  key: string;
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** The path item's and the operation's parameters, references resolved; the operation's win. */
  parameters: Parameter[];
}

export interface TagGroup {
  tag: string;
  description?: string;
  operations: OperationEntry[];
}

const UNTAGGED = 'Other';

function mergedParameters(doc: OpenApiDocument, item: PathItem, operation: Operation): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve<Parameter>(doc, raw);
    if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** Every operation, grouped by its first tag: the document's tag list order first, then first use. */
export function groupOperations(doc: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of doc.tags ?? []) groups.set(tag.name, { tag: tag.name, description: tag.description, operations: [] });
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
      groups.get(tag)?.operations.push({
        key: operation.operationId ?? `${method}-${path}`,
        method,
        path,
        operation,
        parameters: mergedParameters(doc, item, operation),
      });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** An operation that declares a security requirement needs a signed-in admin's bearer token. */
export function needsToken(operation: Operation): boolean {
  return (operation.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
}

export function isAdministratorOnly(operation: Operation): boolean {
  return operation['x-role'] === 'administrator';
}
