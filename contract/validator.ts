// Validates an answer's body against its documented schema with ajv's draft 2020-12 dialect, the
// dialect of OpenAPI 3.1. The document's own keywords (example, discriminator, ...) are accepted as
// annotations. Formats are not checked: the project has no format plugin (ajv-formats).
import Ajv2020 from 'ajv/dist/2020';
import type { JsonSchema } from './openapi';

const ajv = new Ajv2020({
  allErrors: true,
  // Unknown keywords are errors (a typo would silently check nothing); the stricter lints of how
  // a schema is written (types, tuples, required) are the document's business, not an answer's.
  strictSchema: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  validateFormats: false,
  // A dereferenced document repeats a schema wherever it was referenced: never register its $id.
  addUsedSchema: false,
});
ajv.addKeyword('example');
ajv.addKeyword('discriminator');
ajv.addKeyword('xml');
ajv.addKeyword('externalDocs');

const MAX_ERRORS = 3;

const compiled = new WeakMap<JsonSchema, ReturnType<typeof ajv.compile>>();

/** The schema's complaints about value, one line each; empty when it is valid. */
export function schemaErrors(schema: JsonSchema, value: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    try {
      validate = ajv.compile(schema);
    } catch (error) {
      return [`the documented schema does not compile: ${(error as Error).message}`];
    }
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`);
  // A wrong field in every row of a list would repeat once per row: the first few tell enough.
  return errors.length > MAX_ERRORS ? [...errors.slice(0, MAX_ERRORS), `and ${errors.length - MAX_ERRORS} more`] : errors;
}
