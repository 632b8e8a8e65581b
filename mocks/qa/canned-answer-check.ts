// respond()'s answer, checked against the API document's answer schema for that operation and
// status before the backend stores it, so a test's fixture cannot drift from the contract. Loaded
// by the page only when a test calls respond(): the operation registry is no visitor's download.
import { answerSchemaOf, operationOf } from '@/types/api/openapi/answer-schema';
import type { RespondOptions } from './backend-types';
import type { CannedAnswer } from './canned-answers';
import { matchText, parseMatch } from './request-match';
import { checkedTimes } from './answer-times';

/** The canned answer for respond(method, path, answer); throws an Error saying what the document expects. */
export async function cannedAnswerOf(method: string, path: string, answer: RespondOptions): Promise<CannedAnswer> {
  const match = parseMatch(method, path);
  if (!match || match.method === '*' || match.prefix) {
    throw new Error(`respond() takes one method and one API path as the spec writes them ('GET', '/api/services'), not "${method} ${path}".`);
  }
  const times = checkedTimes(answer.times);
  const operations = (await import('../contract/operations')).apiOperations();
  const status = answer.status ?? operationOf(operations, match.method, match.path)?.success.status ?? 200;
  const found = answerSchemaOf(operations, match.method, match.path, status);
  if (!found.ok) throw new Error(found.message);
  const parsed = found.schema.safeParse(answer.body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`);
    throw new Error(
      `The body is not a ${status} answer of ${match.method} ${found.operation.path} as the API document describes it: ${problems.join('; ')}.`,
    );
  }
  return { match: matchText(match), status, body: answer.body, times };
}
