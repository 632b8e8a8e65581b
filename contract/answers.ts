// What an answer must be, by the document: a status the operation documents, a content type it
// documents for that status, and a body its schema accepts.
import type { Exchange } from './exchange';
import { documentedResponse, type MediaTypeObject, type OperationObject } from './openapi';
import { schemaErrors } from './validator';

/** The documented media type an answer's content type falls under ('image/*' covers image/png). */
function mediaFor(content: Record<string, MediaTypeObject>, contentType: string): [string, MediaTypeObject] | undefined {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return Object.entries(content).find(([key]) => {
    const documented = key.toLowerCase();
    return documented === type || (documented.endsWith('/*') && type.startsWith(documented.slice(0, -1))) || documented === '*/*';
  });
}

/** Everything wrong with an answer, one line each; empty when the document allows it. */
export function answerProblems(spec: OperationObject, exchange: Exchange): string[] {
  if (exchange.transportError) return [`no answer: ${exchange.transportError}`];
  const documented = documentedResponse(spec, exchange.status);
  if (!documented) return [`status ${exchange.status} is not documented (documented: ${Object.keys(spec.responses).join(', ')})`];
  const content = documented.content ?? {};
  // A response documented without content (204, say) makes no promise about a body.
  if (Object.keys(content).length === 0) return [];
  const match = mediaFor(content, exchange.contentType);
  if (!match) return [`${exchange.status} came as "${exchange.contentType}", documented as ${Object.keys(content).join(', ')}`];
  const [mediaType, media] = match;
  if (exchange.jsonError) return [`${exchange.status} body is not JSON: ${exchange.jsonError}`];
  if (!/[/+]json\b/i.test(mediaType)) return exchange.size > 0 ? [] : [`${exchange.status} ${mediaType} body is empty`];
  if (!media.schema) return [];
  return schemaErrors(media.schema, exchange.json).map((error) => `${exchange.status} body: ${error}`);
}

/** A 400 in the error envelope: success false and a message. */
export function badRequestProblem(exchange: Exchange): string | null {
  if (exchange.status !== 400) return `expected 400, got ${exchange.status}`;
  const body = exchange.json as { success?: unknown; message?: unknown } | undefined;
  return body?.success === false && typeof body.message === 'string' && body.message !== '' ? null : 'the 400 is not { success: false, message }';
}

/** A 400 whose `errors` names at least one field, each with a message. */
export function fieldErrorsProblem(exchange: Exchange): string | null {
  if (exchange.status !== 400) return `expected 400, got ${exchange.status}`;
  const errors = (exchange.json as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return 'the 400 has no `errors` object';
  const entries = Object.entries(errors);
  if (entries.length === 0) return 'the 400 has an empty `errors` object';
  const bad = entries.filter(([, message]) => typeof message !== 'string' || message === '').map(([field]) => field);
  return bad.length ? `errors of ${bad.join(', ')} are not messages` : null;
}
