// The bodies of the schema fuzz. Valid ones are generated from a request schema by
// json-schema-faker (seeded, so a run can be repeated); invalid ones are made from a valid body by
// breaking one rule the schema states (a required field left out, a wrong type, a length, a
// pattern, an enum, a bound, a dependentRequired). ajv confirms each body is what it is meant to
// be, so what the fuzz reports is the server's disagreement with the document, not the generator's.
import { createGenerator } from 'json-schema-faker';
import type { JsonSchema } from './openapi';
import { schemaErrors } from './validator';

export interface InvalidBody {
  /** Which rule it breaks: 'title: longer than maxLength'. */
  broken: string;
  value: unknown;
}

/** Generated values kept short: a long string tells no more than its maxLength mutation does. */
const GENERATED_MAX_LENGTH = 40;
/** Tries per wanted body before the generator is taken to be unable to satisfy the schema. */
const TRIES = 4;
/** A string long enough for a body, short enough to send: longer maxLengths get no length mutation. */
const LONGEST_SENT = 100_000;
/** Strings that break a pattern: a script URL for the URL and colour rules, blanks for "not blank". */
const PATTERN_BREAKERS = ['javascript:alert(1)', '   '];

const isValid = (schema: JsonSchema, value: unknown) => schemaErrors(schema, value).length === 0;

/** `count` bodies valid by `schema`, the same for the same seed. */
export async function validBodies(schema: JsonSchema, count: number, seed: number): Promise<unknown[]> {
  const generator = createGenerator({ seed, maxLength: GENERATED_MAX_LENGTH, optionalsProbability: 0.7 });
  const bodies: unknown[] = [];
  for (let attempt = 0; attempt < count * TRIES && bodies.length < count; attempt += 1) {
    const body = await generator.generate(schema);
    if (isValid(schema, body)) bodies.push(body);
  }
  return bodies;
}

interface ObjectRules {
  properties: Record<string, JsonSchema>;
  required: string[];
  dependentRequired: Record<string, string[]>;
}

/** The object rules of a body schema, its allOf parts merged (a create adds its required image). */
function objectRules(schema: JsonSchema): ObjectRules {
  const parts = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])];
  const rules: ObjectRules = { properties: {}, required: [], dependentRequired: {} };
  for (const part of parts) {
    Object.assign(rules.properties, part.properties);
    rules.required.push(...((part.required as string[] | undefined) ?? []));
    Object.assign(rules.dependentRequired, part.dependentRequired);
  }
  return rules;
}

const types = (property: JsonSchema): string[] => {
  const { type } = property;
  if (Array.isArray(type)) return type as string[];
  return typeof type === 'string' ? [type] : [];
};

/** The values that break one rule of a property, each named. */
function propertyBreakers(property: JsonSchema): [string, unknown][] {
  const breakers: [string, unknown][] = [['not of its type', { not: 'a value' }]];
  if (Array.isArray(property.enum)) breakers.push(['not one of its enum', 'not-one-of-these']);
  if (types(property).includes('string')) {
    const { maxLength, minLength, pattern } = property as { maxLength?: number; minLength?: number; pattern?: string };
    if (typeof maxLength === 'number' && maxLength < LONGEST_SENT) breakers.push(['longer than maxLength', 'x'.repeat(maxLength + 1)]);
    if (typeof minLength === 'number' && minLength > 0) breakers.push(['shorter than minLength', 'x'.repeat(minLength - 1)]);
    if (pattern || property.anyOf)
      for (const breaker of PATTERN_BREAKERS) breakers.push([`not matching its pattern (${JSON.stringify(breaker)})`, breaker]);
  }
  if (types(property).some((type) => type === 'number' || type === 'integer')) {
    const { minimum, exclusiveMinimum, maximum } = property as { minimum?: number; exclusiveMinimum?: number; maximum?: number };
    if (typeof minimum === 'number') breakers.push(['below its minimum', minimum - 1]);
    if (typeof exclusiveMinimum === 'number') breakers.push(['at its exclusiveMinimum', exclusiveMinimum]);
    if (typeof maximum === 'number') breakers.push(['above its maximum', maximum + 1]);
    if (types(property).includes('integer')) breakers.push(['not a whole number', (typeof minimum === 'number' ? minimum : 0) + 0.5]);
  }
  return breakers;
}

/** Every body that breaks one rule of `schema`, made from `base` (a valid body); ajv confirms each. */
export function invalidBodies(schema: JsonSchema, base: Record<string, unknown>): InvalidBody[] {
  const { properties, required, dependentRequired } = objectRules(schema);
  const candidates: InvalidBody[] = [{ broken: 'the body is a list, not an object', value: [base] }];
  for (const name of required) {
    const { [name]: _left, ...rest } = base;
    candidates.push({ broken: `${name}: required, left out`, value: rest });
  }
  for (const [name, property] of Object.entries(properties)) {
    for (const [rule, value] of propertyBreakers(property)) candidates.push({ broken: `${name}: ${rule}`, value: { ...base, [name]: value } });
  }
  for (const [trigger, needed] of Object.entries(dependentRequired)) {
    const value: Record<string, unknown> = { ...base, [trigger]: 'Given' };
    for (const name of needed) delete value[name];
    candidates.push({ broken: `${trigger} given without ${needed.join(', ')}`, value });
  }
  return candidates.filter((candidate) => !isValid(schema, candidate.value));
}

/** `count` of `list`, spread evenly over it (all of it when it is shorter). */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
}
