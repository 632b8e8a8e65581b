// The schema an answer must parse with, by operation and status, as the OpenAPI document says it:
// the success envelope at the success status, the documented error envelope at an error status the
// document lists for that operation. A canned answer (window.__backend.respond) is checked with it,
// so a test's fixture cannot drift from the contract.
import type { z } from 'zod';
import { ANY_ROUTE_ERRORS, dispatcherErrors, errorResponses, namedSchemas } from './components';
import { successEnvelopeSchema } from './envelopes';
import type { ApiOperation } from './operation';

export type AnswerSchema = { ok: true; operation: ApiOperation; schema: z.ZodType } | { ok: false; message: string };

/** '/api/services/{id}' as a pattern of whole paths. */
function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The operation a request of `method` to `path` (below the base, no query) reaches, or undefined. */
export function operationOf(operations: readonly ApiOperation[], method: string, path: string): ApiOperation | undefined {
  const lower = method.toLowerCase();
  return operations.find((op) => op.method === lower && pathPattern(op.path).test(path));
}

/** The statuses the document gives the operation, the success status first. */
export function documentedStatuses(op: ApiOperation): number[] {
  return [op.success.status, ...new Set([...op.errors, ...dispatcherErrors(op), ...ANY_ROUTE_ERRORS])];
}

export function answerSchemaOf(operations: readonly ApiOperation[], method: string, path: string, status: number): AnswerSchema {
  const op = operationOf(operations, method, path);
  if (!op) return { ok: false, message: `The API has no operation ${method.toUpperCase()} ${path}.` };
  const name = `${op.method.toUpperCase()} ${op.path}`;
  if (status === op.success.status) {
    if (!('data' in op.success)) return { ok: false, message: `${name} answers a file, not a JSON envelope.` };
    return { ok: true, operation: op, schema: successEnvelopeSchema(op.success) };
  }
  const statuses = documentedStatuses(op);
  if (!statuses.includes(status)) return { ok: false, message: `${name} has no documented ${status} answer (documented: ${statuses.join(', ')}).` };
  const error = errorResponses[status as keyof typeof errorResponses];
  return { ok: true, operation: op, schema: namedSchemas[error.schema] };
}
