// Which checks an operation gets, read from the document alone, so a test runner can name them
// before anything is sent: the 401 checks when it is secured, the 403 to a moderator when it is
// for administrators only (x-role), the invalid cases of every request media type, one valid case
// per request media type (or one without a body), a malformed path when it has path parameters, and
// the check of every answer it got.
import type { MediaTypeObject, Operation } from './openapi';

export interface BodyCase {
  /** Absent for an operation without a request body. */
  mediaType?: string;
  media?: MediaTypeObject;
  value?: unknown;
  /** Why the case cannot be sent (the document has no such example). */
  missing?: string;
}

const within = (mediaType?: string) => (mediaType ? ` (${mediaType})` : '');

export const CHECKS = {
  noToken: 'refuses a request without a token with 401',
  bogusToken: 'refuses a bogus token with 401',
  moderator: 'refuses a moderator with 403 (x-role: administrator)',
  valid: (mediaType?: string) => `valid example${within(mediaType)} answers a documented success matching its schema`,
  invalid: (mediaType?: string) => `invalid example${within(mediaType)} answers 400 with field errors`,
  writesNothing: (mediaType?: string) => `invalid example${within(mediaType)} writes nothing`,
  malformedPath: 'a path parameter that is not valid percent-encoding answers 400 in the envelope',
  documented: 'every answer has a documented status and matches its schema',
};

function bodyCases(operation: Operation, example: 'valid' | 'invalid'): BodyCase[] {
  const content = operation.spec.requestBody?.content ?? {};
  return Object.entries(content).map(([mediaType, media]) => {
    const found = example === 'invalid' ? (media['x-invalid-examples']?.invalid ?? media.examples?.invalid) : media.examples?.valid;
    return found && 'value' in found
      ? { mediaType, media, value: found.value }
      : { mediaType, media, missing: `the document has no "${example}" example for ${mediaType}` };
  });
}

export function validCases(operation: Operation): BodyCase[] {
  return operation.spec.requestBody ? bodyCases(operation, 'valid') : [{}];
}

export function invalidCases(operation: Operation): BodyCase[] {
  return bodyCases(operation, 'invalid');
}

export const hasPathParameters = (operation: Operation): boolean => operation.parameters.some((parameter) => parameter.in === 'path');

export function plannedChecks(operation: Operation): string[] {
  return [
    ...(operation.secured ? [CHECKS.noToken, CHECKS.bogusToken] : []),
    ...(operation.administratorOnly ? [CHECKS.moderator] : []),
    ...invalidCases(operation).flatMap((c) => [CHECKS.invalid(c.mediaType), CHECKS.writesNothing(c.mediaType)]),
    ...validCases(operation).map((c) => CHECKS.valid(c.mediaType)),
    ...(hasPathParameters(operation) ? [CHECKS.malformedPath] : []),
    CHECKS.documented,
  ];
}
