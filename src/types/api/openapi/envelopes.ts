// The success envelope of a JSON answer, as the document describes it and as a canned answer
// (window.__backend.respond) must parse.
import { z } from 'zod';
import type { ApiJsonSuccess } from './operation';

export function successEnvelopeSchema(success: ApiJsonSuccess) {
  return z.object({
    success: z.literal(true),
    data: success.data,
    message: z.string().optional(),
    ...success.envelopeExtras,
  });
}
