// Builds the Request an example describes: path and query parameters from their examples, the
// body as JSON or multipart form data, and the bearer token when one is given.
import { tinyPng } from '@/lib/tiny-png';
import type { JsonSchema, MediaTypeObject, Operation, ParameterObject } from './openapi';
import type { BodyCase } from './plan';

/** A path segment no server can decode: a UTF-8 sequence cut short ('%E0%A4' then a lone '%A'). */
export const MALFORMED_SEGMENT = '%E0%A4%A';

interface RequestPlan {
  operation: Operation;
  token?: string;
  /** The first path parameter is sent as MALFORMED_SEGMENT, as is, in place of its example. */
  malformedPath?: boolean;
  /** A request body: its media type and the example value sent in it. */
  body?: { mediaType: string; value: unknown; media: MediaTypeObject; attachFiles: boolean };
}

class MissingExampleError extends Error {}

function parameterExample(parameter: ParameterObject): unknown {
  return parameter.example ?? parameter.schema?.example ?? parameter.examples?.valid?.value;
}

/** A document path below the base, so a base with a sub-path (http://host/charity/) keeps it. */
export function resolveUrl(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

function urlOf(baseUrl: string, operation: Operation, malformedPath = false): URL {
  let path = operation.path;
  const query = new URLSearchParams();
  let malformed = malformedPath;
  for (const parameter of operation.parameters) {
    const value = parameterExample(parameter);
    if (parameter.in === 'path' && malformed) {
      path = path.replace(`{${parameter.name}}`, MALFORMED_SEGMENT);
      malformed = false;
    } else if (parameter.in === 'path') {
      if (value === undefined) throw new MissingExampleError(`path parameter "${parameter.name}" has no example`);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query' && value !== undefined) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    } else if (parameter.in === 'query' && parameter.required) {
      throw new MissingExampleError(`required query parameter "${parameter.name}" has no example`);
    }
  }
  const url = resolveUrl(baseUrl, path);
  url.search = query.toString();
  return url;
}

/** A property is a file when it is a binary string, or an array of them. */
function isBinary(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'array') return isBinary(schema.items as JsonSchema | undefined);
  return schema.format === 'binary' || typeof schema.contentMediaType === 'string';
}

/** A file for a binary property: a small image for an image type, else the example's text as the file. */
function fileFor(property: JsonSchema, key: string, value: unknown): File {
  const mediaType = typeof property.contentMediaType === 'string' ? property.contentMediaType : 'application/octet-stream';
  if (mediaType.startsWith('image/')) return tinyPng(typeof value === 'string' && value ? value : 'contract.png');
  return new File([typeof value === 'string' ? value : JSON.stringify(value ?? '')], key, { type: mediaType });
}

function formOf(value: unknown, schema: JsonSchema | undefined, attachFiles: boolean): FormData {
  const form = new FormData();
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const fields = (value ?? {}) as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields)) {
    if (attachFiles && isBinary(properties[key])) continue;
    for (const item of Array.isArray(field) ? field : [field]) {
      if (item === undefined || item === null) continue;
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  // An example cannot hold an image's bytes, only a file name: a client supplies a small image
  // itself, for every file the form takes; any other file is sent with the example's text.
  if (attachFiles) {
    for (const [key, property] of Object.entries(properties)) {
      if (isBinary(property)) form.append(key, fileFor(property, key, fields[key]));
    }
  }
  return form;
}

function buildRequest(baseUrl: string, plan: RequestPlan): Request {
  const headers = new Headers({ Accept: 'application/json' });
  if (plan.token !== undefined) headers.set('Authorization', `Bearer ${plan.token}`);
  let body: BodyInit | undefined;
  if (plan.body) {
    const { mediaType, value, media, attachFiles } = plan.body;
    if (mediaType === 'multipart/form-data') {
      // fetch sets the multipart content type itself, with its boundary.
      body = formOf(value, media.schema, attachFiles);
    } else {
      headers.set('Content-Type', mediaType);
      body = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return new Request(urlOf(baseUrl, plan.operation, plan.malformedPath), { method: plan.operation.method, headers, body });
}

/** The request of a planned case, or why the document does not let it be built (a missing example). */
export function caseRequest(
  baseUrl: string,
  operation: Operation,
  bodyCase: BodyCase,
  { token, attachFiles, malformedPath }: { token?: string; attachFiles: boolean; malformedPath?: boolean },
): Request | string {
  if (bodyCase.missing) return bodyCase.missing;
  const body = bodyCase.mediaType ? { mediaType: bodyCase.mediaType, media: bodyCase.media ?? {}, value: bodyCase.value, attachFiles } : undefined;
  try {
    return buildRequest(baseUrl, { operation, token, body, malformedPath });
  } catch (error) {
    if (error instanceof MissingExampleError) return `cannot build the request: ${error.message}`;
    throw error;
  }
}
