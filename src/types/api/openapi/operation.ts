// One entry of the operation registry (src/types/api/operations): what buildOpenApiDocument()
// needs to describe one route of the mock backend. Plain objects that only point at the zod
// contract, so nothing here runs or grows the app bundle unless a page imports the registry.
import type { z } from 'zod';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** public: no token; admin: any signed-in, active admin; administrator: the admin role only (not a moderator). */
export type ApiAuth = 'public' | 'admin' | 'administrator';

/**
 * The error statuses a route itself can answer. 500 and 503 are not listed: the fault switch and
 * the api-down scenario can answer them on any route, so the document adds them to every operation;
 * nor are the dispatcher's 400, 422 and 507 (dispatcherErrors in components.ts).
 */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 507;

export interface ApiParameter {
  schema: z.ZodType;
  /** A value that works on the default seed. */
  example: string | number;
  description: string;
}

/** A file part of a multipart body, sent beside the schema's fields. */
export interface ApiFileField {
  description: string;
  mediaType: string;
  /** Required in the document; a client attaches a small file to the valid example. */
  required?: boolean;
}

/** One content type of a request body. */
export interface ApiBodyContent {
  /** The same schema the handler parses (documented on its input side). */
  schema: z.ZodType;
  /** Multipart only. */
  files?: Readonly<Record<string, ApiFileField>>;
  /** Succeeds on the freshly reset default seed (with an administrator's token where one is needed). */
  valid: Readonly<Record<string, unknown>>;
  /** Fails validation: 400 with field `errors`. */
  invalid: Readonly<Record<string, unknown>>;
}

export interface ApiRequestBody {
  json?: ApiBodyContent;
  multipart?: ApiBodyContent;
}

/** A JSON success answer: the envelope { success: true, data, message? } around `data`. */
export interface ApiJsonSuccess {
  status: 200 | 201;
  description: string;
  data: z.ZodType;
  /** Fields the envelope carries beside data (the upload call repeats imageUrl there). */
  envelopeExtras?: Readonly<Record<string, z.ZodType>>;
}

/** A file answer (GET /uploads/{file}). */
export interface ApiBinarySuccess {
  status: 200;
  description: string;
  binary: 'image/*';
}

export interface ApiOperation {
  method: ApiMethod;
  /** Below the app's base path, with {name} parameters: '/api/services/{id}'. */
  path: string;
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  auth: ApiAuth;
  pathParams?: Readonly<Record<string, ApiParameter>>;
  query?: Readonly<Record<string, ApiParameter>>;
  body?: ApiRequestBody;
  success: ApiJsonSuccess | ApiBinarySuccess;
  errors: readonly ApiErrorStatus[];
  /**
   * The operationIds whose valid examples make this one's examples work on the fresh seed, run
   * first by the contract suite (x-contract-setup in the document).
   */
  setup?: readonly string[];
  /**
   * Its change holds for every later request of the session (the scenario), not only for the data a
   * reset restores: a client that sends it other bodies sends the valid example after each to
   * restore it (x-session-wide in the document).
   */
  sessionWide?: true;
  /**
   * Rules across the records of the body that no JSON Schema keyword states (x-cross-record-rules
   * in the document): a body valid by the schema may still break one, so the contract suite's fuzz
   * sends only the valid example as a valid body.
   */
  crossRecordRules?: string;
}

/** Types a registry file's entries without changing them. */
export const operations = (list: ApiOperation[]): ApiOperation[] => list;
