// The contract suite: every operation of an OpenAPI document, checked against a server through a
// transport, each from freshly reset data. It reads everything it sends and expects from the
// document, so a new endpoint is covered without new code.
import { dereference } from '@readme/openapi-parser';
import { answerProblems, badRequestProblem, fieldErrorsProblem } from './answers';
import { changedParts } from './data-diff';
import { describeAnswer, send, type Exchange, type Transport } from './exchange';
import { createFreshData, FreshDataError, type FreshData } from './fresh-data';
import { listOperations, successStatuses, type OpenApiDocument, type Operation } from './openapi';
import { CHECKS, hasPathParameters, invalidCases, plannedChecks, validCases, type BodyCase } from './plan';
import { caseRequest, resolveUrl } from './requests';

export type { Transport } from './exchange';

export interface CheckResult {
  /** 'POST /api/services' */
  operation: string;
  check: string;
  ok: boolean;
  detail: string;
}

export interface ContractSuiteOptions {
  /** The OpenAPI 3.1 document, with its $refs (it is not changed). */
  document: object;
  transport: Transport;
  /** Where the document's paths start; http://host:port/sub/path/ for a server below a sub-path. */
  baseUrl?: string;
}

export interface PlannedOperation {
  name: string;
  operationId?: string;
  checks: string[];
}

export interface ContractSuite {
  operations: PlannedOperation[];
  /** Runs one operation's checks, in the order of its planned checks. */
  run(operation: string): Promise<CheckResult[]>;
}

/** Sent as the bearer token that no server ever issued. */
const BOGUS_TOKEN = 'contract-suite-bogus-token';

export interface Context {
  transport: Transport;
  baseUrl: string;
  fresh: FreshData;
  operations: Operation[];
}

/** Runs the valid example of an operation another one's examples rely on; the problem, if any. */
export async function runSetup({ transport, baseUrl, operations }: Context, operationId: string, token: string): Promise<string | null> {
  const setup = operations.find((candidate) => candidate.spec.operationId === operationId);
  if (!setup) return `x-contract-setup names ${operationId}, which the document does not have`;
  const request = caseRequest(baseUrl, setup, validCases(setup)[0], { token: setup.secured ? token : undefined, attachFiles: true });
  if (typeof request === 'string') return `setup ${operationId}: ${request}`;
  const answer = await send(transport, `setup ${operationId}`, request);
  return successStatuses(setup.spec).includes(answer.status) ? null : `setup ${operationId} answered ${describeAnswer(answer)}`;
}

async function runOperation(context: Context, operation: Operation): Promise<CheckResult[]> {
  const { transport, baseUrl, fresh } = context;
  const results: CheckResult[] = [];
  const exchanges: Exchange[] = [];
  const record = (check: string, problem: string | null, detail: string) =>
    results.push({ operation: operation.name, check, ok: problem === null, detail: problem ?? detail });

  /** Sends a case; a case the document gives no example for is a problem, not a throw. */
  async function call(
    label: string,
    bodyCase: BodyCase,
    token: string | undefined,
    attachFiles: boolean,
    malformedPath = false,
  ): Promise<Exchange | string> {
    const request = caseRequest(baseUrl, operation, bodyCase, { token, attachFiles, malformedPath });
    if (typeof request === 'string') return request;
    const exchange = await send(transport, label, request);
    exchanges.push(exchange);
    return exchange;
  }

  /** A token on freshly reset data (with what the examples rely on), or why there is none. */
  async function prepare(): Promise<{ token: string } | { error: string }> {
    try {
      const token = await fresh.prepare();
      for (const operationId of operation.spec['x-contract-setup'] ?? []) {
        const problem = await runSetup(context, operationId, token);
        if (problem) return { error: problem };
      }
      return { token };
    } catch (error) {
      if (error instanceof FreshDataError) return { error: error.message };
      throw error;
    }
  }

  /** The valid example with a moderator's token; a failed sign-in is the check's problem. */
  async function asModerator(): Promise<Exchange | string> {
    try {
      return await call('moderator', valid[0], await fresh.moderator(), true);
    } catch (error) {
      if (error instanceof FreshDataError) return error.message;
      throw error;
    }
  }

  let state = await prepare();
  const tokenFor = (token: string) => (operation.secured ? token : undefined);
  const valid = validCases(operation);

  if (operation.secured) {
    // Sent with the valid example, so only the missing credentials can be the reason to refuse.
    for (const [check, token] of [
      [CHECKS.noToken, undefined],
      [CHECKS.bogusToken, BOGUS_TOKEN],
    ] as const) {
      const answer = await call(check === CHECKS.noToken ? 'no token' : 'bogus token', valid[0], token, true);
      if (typeof answer === 'string') record(check, answer, '');
      else record(check, answer.status === 401 ? null : `expected 401, got ${describeAnswer(answer)}`, describeAnswer(answer));
    }
  }

  if (operation.administratorOnly) {
    const answer = 'error' in state ? `no fresh data: ${state.error}` : await asModerator();
    if (typeof answer === 'string') record(CHECKS.moderator, answer, '');
    else record(CHECKS.moderator, answer.status === 403 ? null : `expected 403, got ${describeAnswer(answer)}`, describeAnswer(answer));
  }

  for (const bodyCase of invalidCases(operation)) {
    const [invalidCheck, writesCheck] = [CHECKS.invalid(bodyCase.mediaType), CHECKS.writesNothing(bodyCase.mediaType)];
    if ('error' in state) {
      record(invalidCheck, `no fresh data: ${state.error}`, '');
      record(writesCheck, `no fresh data: ${state.error}`, '');
      continue;
    }
    const token = state.token;
    let before: unknown;
    let snapshotError: string | undefined;
    try {
      before = await fresh.snapshot(token);
    } catch (error) {
      if (!(error instanceof FreshDataError)) throw error;
      snapshotError = error.message;
    }
    // No file is attached: an invalid example is exactly what the document wrote.
    const answer = await call(`invalid example (${bodyCase.mediaType})`, bodyCase, tokenFor(token), false);
    if (typeof answer === 'string') {
      record(invalidCheck, answer, '');
      record(writesCheck, answer, '');
      continue;
    }
    const notFieldErrors = fieldErrorsProblem(answer);
    record(invalidCheck, notFieldErrors && `${notFieldErrors}: ${describeAnswer(answer)}`, describeAnswer(answer));
    if (snapshotError) {
      record(writesCheck, snapshotError, '');
      continue;
    }
    try {
      const changed = changedParts(before, await fresh.snapshot(token));
      record(writesCheck, changed.length ? `it changed ${changed.join(', ')}` : null, 'the export is unchanged');
    } catch (error) {
      if (!(error instanceof FreshDataError)) throw error;
      record(writesCheck, error.message, '');
    }
  }

  for (const bodyCase of valid) {
    const check = CHECKS.valid(bodyCase.mediaType);
    // Each valid example starts from the seed: whatever was sent before may have written.
    if (exchanges.length > 0) state = await prepare();
    if ('error' in state) {
      record(check, `no fresh data: ${state.error}`, '');
      continue;
    }
    const label = bodyCase.mediaType ? `valid example (${bodyCase.mediaType})` : 'valid example';
    const answer = await call(label, bodyCase, tokenFor(state.token), true);
    if (typeof answer === 'string') {
      record(check, answer, '');
      continue;
    }
    const expected = successStatuses(operation.spec);
    const problems = expected.includes(answer.status)
      ? answerProblems(operation.spec, answer)
      : [`expected ${expected.join(' or ') || 'a documented 2xx'}, got ${describeAnswer(answer)}`];
    record(check, problems.length ? problems.join('; ') : null, describeAnswer(answer));
  }

  if (hasPathParameters(operation)) {
    // The valid example and its token, so the path alone is what is wrong.
    const token = 'error' in state ? undefined : tokenFor(state.token);
    const answer = await call('malformed path', valid[0], token, true, true);
    if (typeof answer === 'string') record(CHECKS.malformedPath, answer, '');
    else {
      const problem = badRequestProblem(answer);
      record(CHECKS.malformedPath, problem && `${problem}: ${describeAnswer(answer)}`, describeAnswer(answer));
    }
  }

  const problems = exchanges.flatMap((exchange) => answerProblems(operation.spec, exchange).map((problem) => `${exchange.label}: ${problem}`));
  record(CHECKS.documented, problems.length ? problems.join('; ') : null, exchanges.map((e) => `${e.label}: ${e.status}`).join(', '));
  return results;
}

export async function loadContractSuite({ document, transport, baseUrl = 'http://localhost/' }: ContractSuiteOptions): Promise<ContractSuite> {
  // dereference() resolves the $refs in place: work on a copy, the caller's document stays as it was.
  const resolved = (await dereference(structuredClone(document) as never)) as unknown as OpenApiDocument;
  const operations = listOperations(resolved);
  const url = (path: string) => resolveUrl(baseUrl, path);
  const context: Context = { transport, baseUrl, fresh: createFreshData(transport, url), operations };
  return {
    operations: operations.map((operation) => ({ name: operation.name, operationId: operation.spec.operationId, checks: plannedChecks(operation) })),
    run(name) {
      const operation = operations.find((candidate) => candidate.name === name);
      if (!operation) throw new Error(`The document has no operation ${name}`);
      return runOperation(context, operation);
    },
  };
}

/** Every check of every operation, one after the other (they share the server's data). */
export async function runContractSuite(options: ContractSuiteOptions): Promise<CheckResult[]> {
  const suite = await loadContractSuite(options);
  const results: CheckResult[] = [];
  for (const operation of suite.operations) results.push(...(await suite.run(operation.name)));
  return results;
}
