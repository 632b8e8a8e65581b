// Turns a JSON Schema into a tree a person can read: a type label, the constraints in words,
// and the properties, item or variants below it. Local references are followed; one that comes
// back into itself is shown by name only.
import { isReference, lookupRef, refName, type JsonSchema, type OpenApiDocument } from './openapi';

export interface SchemaNode {
  /** 'object', 'string (date-time)', 'array of Service', 'integer | null' ... */
  type: string;
  /** The component's name when the schema is a reference ('Service'). */
  name?: string;
  description?: string;
  constraints: string[];
  properties?: PropertyNode[];
  /** An array's element, when it has a structure of its own to show. */
  items?: SchemaNode;
  /** A map's values, when they have a structure of its own to show. */
  values?: SchemaNode;
  variants?: SchemaNode[];
  /** The reference leads back into a schema being described: not expanded again. */
  recursive?: boolean;
}

export interface PropertyNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

const json = (value: unknown) => JSON.stringify(value);
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (schema.enum) out.push(`one of ${schema.enum.map(json).join(', ')}`);
  if (schema.const !== undefined) out.push(`always ${json(schema.const)}`);
  if (schema.minLength !== undefined) out.push(`at least ${count(schema.minLength, 'character')}`);
  if (schema.maxLength !== undefined) out.push(`at most ${count(schema.maxLength, 'character')}`);
  // zod writes the safe-integer range as the bounds of every integer: no news to a reader.
  if (schema.minimum !== undefined && schema.minimum !== Number.MIN_SAFE_INTEGER) out.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum !== Number.MAX_SAFE_INTEGER) out.push(`maximum ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`greater than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`less than ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  if (schema.pattern !== undefined) out.push(`pattern ${schema.pattern}`);
  if (schema.minItems !== undefined) out.push(`at least ${count(schema.minItems, 'item')}`);
  if (schema.maxItems !== undefined) out.push(`at most ${count(schema.maxItems, 'item')}`);
  if (schema.uniqueItems) out.push('unique items');
  if (schema.contentMediaType !== undefined) out.push(`media type ${schema.contentMediaType}`);
  if (schema.default !== undefined) out.push(`default ${json(schema.default)}`);
  return out;
}

/** allOf parts folded into one schema: their properties and required lists joined. */
function mergeAllOf(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  let merged: JsonSchema = { ...rest };
  for (const part of allOf) {
    const resolved = (isReference(part) ? lookupRef(doc, part.$ref) : part) as JsonSchema | undefined;
    if (!resolved) continue;
    const flat = mergeAllOf(resolved, doc);
    // The schema's own keywords win over its parts'; properties and required lists add up.
    merged = {
      ...flat,
      ...merged,
      properties: flat.properties || merged.properties ? { ...flat.properties, ...merged.properties } : undefined,
      required: flat.required || merged.required ? [...new Set([...(merged.required ?? []), ...(flat.required ?? [])])] : undefined,
    };
  }
  return merged;
}

function labelOf(node: SchemaNode): string {
  return node.name ?? node.type;
}

function baseType(schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties) return 'object';
    if (schema.const !== undefined) return schema.const === null ? 'null' : typeof schema.const;
    if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))].join(' | ');
    return 'any';
  }
  return types.join(' | ');
}

export function describeSchema(schema: JsonSchema | undefined, doc: OpenApiDocument, trail: string[] = []): SchemaNode {
  if (!schema) return { type: 'any', constraints: [] };
  if (isReference(schema)) {
    const name = refName(schema.$ref);
    if (trail.includes(schema.$ref)) return { type: name, name, constraints: [], recursive: true };
    const target = lookupRef(doc, schema.$ref) as JsonSchema | undefined;
    if (!target) return { type: `unresolved reference ${schema.$ref}`, constraints: [] };
    return { ...describeSchema(target, doc, [...trail, schema.$ref]), name };
  }

  const flat = mergeAllOf(schema, doc);
  const node: SchemaNode = { type: baseType(flat), constraints: constraintsOf(flat) };
  if (flat.description) node.description = flat.description;
  if (flat.format) node.type = `${node.type} (${flat.format})`;

  const variants = flat.oneOf ?? flat.anyOf;
  if (variants) {
    node.variants = variants.map((variant) => describeSchema(variant, doc, trail));
    const labels = node.variants.map(labelOf);
    node.type = node.type === 'any' ? labels.join(' | ') : `${node.type}: ${labels.join(' | ')}`;
    // Only variants with a structure of their own get drawn below: 'string | null' says it all,
    // with a plain variant's constraints said in words ('integer: minimum 16, maximum 100').
    for (const variant of node.variants) {
      if (!hasStructure(variant) && variant.constraints.length) node.constraints.push(`${labelOf(variant)}: ${variant.constraints.join(', ')}`);
    }
    node.variants = node.variants.filter(hasStructure);
    if (node.variants.length === 0) delete node.variants;
  }

  if (flat.items) {
    const items = describeSchema(flat.items, doc, trail);
    node.type = node.type.replace('array', `array of ${labelOf(items)}`);
    if (hasStructure(items)) node.items = items;
  }

  if (flat.properties) {
    const required = new Set(flat.required ?? []);
    node.properties = Object.entries(flat.properties).map(([name, property]) => ({
      name,
      required: required.has(name),
      schema: describeSchema(property, doc, trail),
    }));
  }

  if (flat.propertyNames) {
    const keys = describeSchema(flat.propertyNames, doc, trail);
    if (keys.constraints.length) node.constraints.push(`keys: ${keys.constraints.join(', ')}`);
  }

  if (typeof flat.additionalProperties === 'object') {
    const values = describeSchema(flat.additionalProperties, doc, trail);
    node.type = `${node.type} (map of ${labelOf(values)})`;
    if (hasStructure(values)) node.values = values;
    else if (values.constraints.length) node.constraints.push(`values: ${values.constraints.join(', ')}`);
  }
  return node;
}

/** A node with something to show below its type line. */
export function hasStructure(node: SchemaNode): boolean {
  return !node.recursive && !!(node.properties?.length || node.items || node.values || node.variants);
}
