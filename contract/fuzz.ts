// The schema fuzz of the contract suite: for every operation that takes a JSON body and writes,
// bodies valid by the document must never be answered 400, bodies that break one of its rules must
// always be, and nothing may answer 5xx (or not at all). Each operation starts from freshly reset
// data, as the suite's other checks do; its bodies come from fuzz-bodies.ts, seeded.
import { dereference } from '@readme/openapi-parser';
import { runSetup, type Context } from './engine';
import { describeAnswer, send, type Transport } from './exchange';
import { createFreshData, FreshDataError } from './fresh-data';
import { invalidBodies, spread, validBodies } from './fuzz-bodies';
import { listOperations, type MediaTypeObject, type OpenApiDocument, type Operation } from './openapi';
import { caseRequest, resolveUrl } from './requests';

export interface FuzzOptions {
  document: object;
  transport: Transport;
  baseUrl?: string;
  seed: number;
  /** Valid bodies, and as many invalid ones at most, per operation. */
  perOperation: number;
}

export interface FuzzResult {
  operation: string;
  /** How many bodies of each kind were sent. */
  valid: number;
  invalid: number;
  /** One line per disagreement: the body, what it broke, and the answer. */
  problems: string[];
}

const JSON_MEDIA = 'application/json';

/** An operation of the fuzz: a write with a JSON body, and the valid example its invalid bodies start from. */
function fuzzTarget(operation: Operation): { media: MediaTypeObject; example: Record<string, unknown> } | null {
  if (operation.method === 'GET') return null;
  const media = operation.spec.requestBody?.content[JSON_MEDIA];
  const example = media?.examples?.valid?.value;
  if (!media?.schema || typeof example !== 'object' || example === null || Array.isArray(example)) return null;
  return { media, example: example as Record<string, unknown> };
}

/** Each operation's seed is the run's plus this, so adding an operation changes no other's bodies. */
function nameHash(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
};

async function fuzzOperation(context: Context, operation: Operation, options: FuzzOptions, seed: number): Promise<FuzzResult> {
  const target = fuzzTarget(operation)!;
  const result: FuzzResult = { operation: operation.name, valid: 0, invalid: 0, problems: [] };
  let token: string;
  try {
    token = await context.fresh.prepare();
    for (const operationId of operation.spec['x-contract-setup'] ?? []) {
      const problem = await runSetup(context, operationId, token);
      if (problem) throw new FreshDataError(problem);
    }
  } catch (error) {
    if (!(error instanceof FreshDataError)) throw error;
    result.problems.push(`no fresh data: ${error.message}`);
    return result;
  }

  const sendBody = async (label: string, value: unknown) => {
    const bodyCase = { mediaType: JSON_MEDIA, media: target.media, value };
    const request = caseRequest(context.baseUrl, operation, bodyCase, { token: operation.secured ? token : undefined, attachFiles: false });
    if (typeof request === 'string') return { status: 0, detail: request };
    const answer = await send(context.transport, label, request);
    return { status: answer.status, detail: describeAnswer(answer) };
  };
  const post = async (label: string, value: unknown) => {
    const answer = await sendBody(label, value);
    // A change that holds for the session (the scenario) is undone before the next body.
    if (operation.spec['x-session-wide']) await sendBody('restore', target.example);
    return answer;
  };

  const schema = target.media.schema!;
  // Where the body has rules the schema cannot state, a generated body may break them: only the example is sure.
  const valid = operation.spec['x-cross-record-rules'] ? [target.example] : await validBodies(schema, options.perOperation, seed);
  for (const value of valid) {
    result.valid += 1;
    const answer = await post('valid body', value);
    if (answer.status === 400 || answer.status >= 500 || answer.status === 0) {
      result.problems.push(`valid ${shown(value)} answered ${answer.detail}`);
    }
  }
  for (const { broken, value } of spread(invalidBodies(schema, target.example), options.perOperation)) {
    result.invalid += 1;
    const answer = await post('invalid body', value);
    if (answer.status !== 400) result.problems.push(`invalid (${broken}) ${shown(value)} answered ${answer.detail}`);
  }
  return result;
}

/** The fuzz over every JSON write of the document, one operation after the other. */
export async function runSchemaFuzz(options: FuzzOptions): Promise<FuzzResult[]> {
  const { transport, baseUrl = 'http://localhost/' } = options;
  const resolved = (await dereference(structuredClone(options.document) as never)) as unknown as OpenApiDocument;
  const operations = listOperations(resolved);
  const url = (path: string) => resolveUrl(baseUrl, path);
  const context: Context = { transport, baseUrl, fresh: createFreshData(transport, url), operations };
  const results: FuzzResult[] = [];
  const targets = operations.filter((operation) => fuzzTarget(operation));
  for (const operation of targets) results.push(await fuzzOperation(context, operation, options, options.seed + nameHash(operation.name)));
  return results;
}
