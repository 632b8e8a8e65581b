import { describe, expect, it } from 'vitest';
import { describeSchema } from './describe-schema';
import { fixtureDocument } from './openapi-fixture';

const doc = fixtureDocument();

describe('describeSchema', () => {
  it('names a referenced object and lists its properties with type, required and constraints', () => {
    const node = describeSchema({ $ref: '#/components/schemas/Service' }, doc);
    expect(node).toMatchObject({ name: 'Service', type: 'object' });
    const title = node.properties?.find((property) => property.name === 'title');
    expect(title).toEqual({ name: 'title', required: true, schema: { type: 'string', constraints: ['at most 120 characters'] } });
    expect(node.properties?.find((property) => property.name === 'created_at')?.schema.type).toBe('string (date-time)');
  });

  it('reads an envelope of an array of references as "array of Service", with the item opened', () => {
    const envelope = doc.paths['/api/services'].get!.responses!['200'] as { content: Record<string, { schema: object }> };
    const node = describeSchema(envelope.content['application/json'].schema, doc);
    const data = node.properties?.find((property) => property.name === 'data');
    expect(data?.schema.type).toBe('array of Service');
    expect(data?.schema.items?.properties).toHaveLength(8);
    expect(node.properties?.find((property) => property.name === 'success')?.schema).toMatchObject({ type: 'boolean', constraints: ['always true'] });
  });

  it('stops at a schema that contains itself, and reads "X | null"', () => {
    const admin = describeSchema({ $ref: '#/components/schemas/Admin' }, doc);
    const manager = admin.properties?.find((property) => property.name === 'manager')?.schema;
    expect(manager?.type).toBe('Admin | null');
    expect(manager?.variants).toBeUndefined();
    expect(admin.properties?.find((property) => property.name === 'role')?.schema.constraints).toEqual(['one of "admin", "moderator"']);
  });

  it('reads a map, the words of every constraint, and an allOf as one object', () => {
    const errors = describeSchema({ type: 'object', additionalProperties: { type: 'string' } }, doc);
    expect(errors.type).toBe('object (map of string)');
    const node = describeSchema(
      {
        allOf: [
          { $ref: '#/components/schemas/Service' },
          { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true } }, required: ['tags'] },
        ],
      },
      doc,
    );
    expect(node.properties?.map((property) => property.name)).toContain('tags');
    expect(node.properties?.find((property) => property.name === 'tags')).toMatchObject({
      required: true,
      schema: { type: 'array of string', constraints: ['at least 1 item', 'unique items'] },
    });
    expect(node.properties?.find((property) => property.name === 'id')?.required).toBe(true);
    expect(describeSchema({ type: 'integer', exclusiveMinimum: 0, maximum: 9, default: 3 }, doc).constraints).toEqual([
      'maximum 9',
      'greater than 0',
      'default 3',
    ]);
  });

  it("says a plain variant's constraints and a map's key rules, and not zod's safe-integer bounds", () => {
    const age = describeSchema({ anyOf: [{ type: 'integer', minimum: 16, maximum: 100 }, { type: 'null' }] }, doc);
    expect(age).toMatchObject({ type: 'integer | null', constraints: ['integer: minimum 16, maximum 100'] });
    const counts = describeSchema(
      {
        type: 'object',
        propertyNames: { type: 'string', enum: ['a', 'b'] },
        additionalProperties: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      },
      doc,
    );
    expect(counts).toMatchObject({ type: 'object (map of integer)', constraints: ['keys: one of "a", "b"', 'values: minimum 0'] });
    expect(describeSchema({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, doc).constraints).toEqual(['minimum 0']);
  });

  it('says so when a reference leads nowhere', () => {
    expect(describeSchema({ $ref: '#/components/schemas/Nope' }, doc).type).toBe('unresolved reference #/components/schemas/Nope');
  });
});
