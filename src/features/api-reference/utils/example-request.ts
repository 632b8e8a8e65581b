// The request Try it sends for an operation: the parameters' example values in the path and
// query, and the body's `valid` example (every operation with a body documents one), JSON where the operation takes JSON,
// otherwise multipart with every binary field named so the sender can attach a file.
import {
  isReference,
  resolve,
  type Example,
  type JsonSchema,
  type MediaType,
  type OpenApiDocument,
  type OperationEntry,
  type RequestBody,
} from './openapi';

export type ExampleBody =
  { contentType: 'application/json'; value: unknown } | { contentType: 'multipart/form-data'; fields: Record<string, unknown>; files: string[] };

export interface ExampleRequest {
  method: Uppercase<OperationEntry['method']>;
  /** The path with example values in place and the example query string, below the base path. */
  url: string;
  body?: ExampleBody;
}

function parameterExample(parameter: OperationEntry['parameters'][number]): unknown {
  return parameter.example ?? parameter.examples?.valid?.value ?? parameter.schema?.example;
}

function validExample(doc: OpenApiDocument, media: MediaType): unknown {
  const valid = resolve<Example>(doc, media.examples?.valid);
  return valid?.value ?? media.example;
}

/** The names of the fields a multipart body carries as files ({ type: string, format: binary }). */
function binaryFields(doc: OpenApiDocument, schema: JsonSchema | undefined): string[] {
  const resolved = resolve<JsonSchema>(doc, schema);
  const parts = [resolved, ...(resolved?.allOf ?? []).map((part) => (isReference(part) ? resolve<JsonSchema>(doc, part) : part))];
  const names: string[] = [];
  for (const part of parts) {
    for (const [name, property] of Object.entries(part?.properties ?? {})) {
      const field = resolve<JsonSchema>(doc, property);
      const isFile = field?.format === 'binary' || (field?.items && resolve<JsonSchema>(doc, field.items)?.format === 'binary');
      if (isFile && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

function exampleBody(doc: OpenApiDocument, requestBody: RequestBody | undefined): ExampleBody | undefined {
  const content = requestBody?.content ?? {};
  const jsonMedia = content['application/json'];
  if (jsonMedia) return { contentType: 'application/json', value: validExample(doc, jsonMedia) ?? {} };
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const fields = validExample(doc, multipart);
    return {
      contentType: 'multipart/form-data',
      fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {},
      files: binaryFields(doc, multipart.schema),
    };
  }
  return undefined;
}

export function exampleRequest(doc: OpenApiDocument, entry: OperationEntry): ExampleRequest {
  let path = entry.path;
  const query = new URLSearchParams();
  for (const parameter of entry.parameters) {
    const value = parameterExample(parameter);
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') query.set(parameter.name, String(value));
  }
  const search = query.toString();
  return {
    method: entry.method.toUpperCase() as ExampleRequest['method'],
    url: search ? `${path}?${search}` : path,
    body: exampleBody(doc, resolve<RequestBody>(doc, entry.operation.requestBody)),
  };
}
