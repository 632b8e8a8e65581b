// /__backend/…: the QA controls over HTTP (controls.ts), for a suite that drives the API server
// rather than a page. Each route is declared once below; the router and its OpenAPI document
// (/__backend/openapi.json, apart from the API's own, so the contract suite never sees them) are
// both made from that list. Whose requests may use them is the --qa-headers policy's: by default
// only clients on this machine. Answers are the API's envelope: { success: true, data } or
// { success: false, message } with 400 for a control that refused its input.
import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { TAB_HEADERS } from '@/lib/mock-headers';
import type { Activity } from './activity';
import type { TabControls } from './controls';
import { honoursQaHeaders, type QaHeaderPolicy } from './qa-headers';

export const CONTROL_BASE = '/__backend';
const TAG = 'QA controls';
const DEFAULT_SETTLE_MS = 500;

const from = z.literal('next-load').optional().describe("Refused over HTTP: no page load sends these requests (window.__backend's option).");
const times = z.number().int().min(1).optional().describe('Only the next N matching requests; default every one until the switches are cleared.');

interface ControlRoute {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** What `data` holds in the answer. */
  answer: string;
  run(controls: TabControls, input: never, activity: Activity): Promise<unknown>;
}

/** One route, its input typed by its schema. */
const route = <S extends z.ZodType = z.ZodUndefined>(
  spec: Omit<ControlRoute, 'run' | 'body' | 'query'> & {
    body?: S;
    query?: S & z.ZodObject;
    run(controls: TabControls, input: z.output<S>, activity: Activity): Promise<unknown>;
  },
): ControlRoute => spec as unknown as ControlRoute;

export const CONTROL_ROUTES: readonly ControlRoute[] = [
  route({
    method: 'get',
    path: '/switches',
    summary: "What is on: the scenario, the clock, the fault and latency rules, and the tab's counted faults and canned answers.",
    answer: 'ActiveSwitches (e2e/kit/backend.d.ts)',
    run: (controls) => controls.switches(),
  }),
  route({
    method: 'post',
    path: '/reset',
    summary:
      "Reseeds as --reset does: the data back to the scenario's data set, the server-side localStorage reseeded, every session signed out. Keeps the scenario, the request log and, unless clearSwitches, the switches.",
    body: z.object({ clearSwitches: z.boolean().optional() }).strict(),
    answer: 'null',
    run: (controls, body) => controls.reset({ clearSwitches: body.clearSwitches ?? false }),
  }),
  route({
    method: 'post',
    path: '/scenario',
    summary: 'Switches the server to a scenario as --scenario does, reseeding when it runs on another data set.',
    body: z.object({ name: z.string() }).strict(),
    answer: 'null',
    run: (controls, body) => controls.scenario(body.name),
  }),
  route({
    method: 'post',
    path: '/fault',
    summary:
      "--fault's rules (METHOD:PATH:STATUS[,...]); with times, only the next N matching requests of the tab fail. rule null turns the switch off.",
    body: z.object({ rule: z.string().nullable(), times, from }).strict(),
    answer: 'null',
    run: (controls, { rule, times: count, from: start }) =>
      controls.fault(rule, { ...(count === undefined ? {} : { times: count }), ...(start ? { from: start } : {}) }),
  }),
  route({
    method: 'post',
    path: '/latency',
    summary: "Delays answers by MS or a draw from 'MIN-MAX': every request, or with path one endpoint ('GET:/api/services'). delay null removes it.",
    body: z.object({ delay: z.union([z.number(), z.string()]).nullable(), path: z.string().optional() }).strict(),
    answer: 'null',
    run: (controls, { delay, path }) => controls.latency(delay, path === undefined ? {} : { path }),
  }),
  route({
    method: 'post',
    path: '/now',
    summary: 'Pins the clock to an ISO 8601 instant, running on from there; null returns to the real clock.',
    body: z.object({ iso: z.string().nullable() }).strict(),
    answer: 'null',
    run: (controls, { iso }) => controls.now(iso),
  }),
  route({
    method: 'post',
    path: '/clear-switches',
    summary: "Turns the fault, latency and clock switches off and drops the tab's counted faults and canned answers. The scenario stays.",
    answer: 'null',
    run: (controls) => controls.clearSwitches(),
  }),
  route({
    method: 'post',
    path: '/respond',
    summary:
      "Answers the tab's matching requests with this envelope instead of running the route; refused unless the API document describes that answer.",
    body: z.object({ method: z.string(), path: z.string(), status: z.number().int().optional(), body: z.unknown(), times, from }).strict(),
    answer: 'null',
    run: (controls, { method, path, status, body, times: count, from: start }) =>
      controls.respond(method, path, {
        body,
        ...(status === undefined ? {} : { status }),
        ...(count === undefined ? {} : { times: count }),
        ...(start ? { from: start } : {}),
      }),
  }),
  route({
    method: 'get',
    path: '/requests',
    summary: 'Every request the server answered for the tab, oldest first: the last 500, passwords masked.',
    answer: 'LoggedRequest[] (e2e/kit/backend.d.ts)',
    run: (controls) => controls.requests(),
  }),
  route({
    method: 'delete',
    path: '/requests',
    summary: "Empties the tab's request log.",
    answer: 'null',
    run: (controls) => controls.clearRequests(),
  }),
  route({
    method: 'get',
    path: '/outbox',
    summary: 'The simulated e-mails, oldest first.',
    answer: 'OutboxEntry[] (e2e/kit/backend.d.ts)',
    run: (controls) => controls.outbox(),
  }),
  route({
    method: 'get',
    path: '/idle',
    summary: 'Answers once no API request is under way and none has started for settleMs (control requests do not count).',
    query: z.object({ settleMs: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_SETTLE_MS) }).strict(),
    answer: 'null',
    run: (_controls, { settleMs }, activity) => activity.idle(settleMs),
  }),
];

const problems = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`).join('; ');

export interface ControlRouteOptions {
  controls: (tab: string) => TabControls;
  activity: Activity;
  policy: QaHeaderPolicy;
  /** The document's version (the app's). */
  version: string;
}

export function controlRouter({ controls, activity, policy, version }: ControlRouteOptions): Router {
  const router = express.Router();
  router.use((req, res, next) => {
    if (honoursQaHeaders(policy, req.socket.remoteAddress)) return next();
    res.status(403).json({
      success: false,
      message: `The QA controls answer ${policy === 'off' ? 'nobody: the server runs with --qa-headers off' : 'clients on this machine only (--qa-headers on opens them to every client)'}.`,
    });
  });
  router.get('/openapi.json', (_req, res) => void res.json(controlDocument(version)));
  router.use(express.json({ strict: false, limit: '1mb' }));
  for (const control of CONTROL_ROUTES) {
    router[control.method](control.path, (req: Request, res) => {
      const schema = control.body ?? control.query ?? z.undefined();
      const parsed = schema.safeParse(control.query ? req.query : control.body ? req.body : undefined);
      if (!parsed.success) return void res.status(400).json({ success: false, message: problems(parsed.error) });
      control
        .run(controls(req.get(TAB_HEADERS.tab) ?? ''), parsed.data as never, activity)
        .then((data) => res.json({ success: true, data: data ?? null }))
        .catch((error: unknown) => res.status(400).json({ success: false, message: error instanceof Error ? error.message : String(error) }));
    });
  }
  router.use((_req, res) => void res.status(404).json({ success: false, message: 'Not found' }));
  return router;
}

const envelope = (data: string) => ({
  type: 'object',
  required: ['success', 'data'],
  properties: { success: { const: true }, data: { description: data } },
});
const refusal = { type: 'object', required: ['success', 'message'], properties: { success: { const: false }, message: { type: 'string' } } };
const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

/** The routes above as an OpenAPI 3.1 document. */
export function controlDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const control of CONTROL_ROUTES) {
    const query = control.query ? (jsonSchema(control.query).properties as Record<string, Record<string, unknown>>) : {};
    paths[`${CONTROL_BASE}${control.path}`] ??= {};
    paths[`${CONTROL_BASE}${control.path}`][control.method] = {
      tags: [TAG],
      operationId: `${control.method}${control.path.replace(/(^|[/-])(\w)/g, (_all, _sep: string, letter: string) => letter.toUpperCase())}`,
      summary: control.summary,
      parameters: [
        {
          name: TAB_HEADERS.tab,
          in: 'header',
          required: false,
          description: 'The tab whose canned answers and request log the control acts on; none: the tab of requests sent without the header.',
          schema: { type: 'string' },
        },
        ...Object.entries(query).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
      ],
      ...(control.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(control.body) } } } } : {}),
      responses: {
        '200': { description: control.answer, content: { 'application/json': { schema: envelope(control.answer) } } },
        '400': { description: 'The control refused its input, changing nothing.', content: { 'application/json': { schema: refusal } } },
        '403': {
          description: 'The --qa-headers policy does not open the controls to this client.',
          content: { 'application/json': { schema: refusal } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hope Foundation mock backend: QA controls',
      version,
      description:
        "window.__backend's controls over HTTP, for tests that drive the API server (npm run api-server). Not part of the API a real backend implements: /openapi.json describes that.",
    },
    tags: [{ name: TAG, description: 'Switches, canned answers, the request log, idle and reset of the mock backend.' }],
    paths,
  };
}
