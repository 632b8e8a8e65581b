// What an image resource (banners, services, gallery) is, once for both sides of the contract:
// the mock backend builds its routes from it (mocks/handlers/resource.ts) and the OpenAPI registry
// documents the same routes from it (operations/resource.ts), so the two cannot describe
// different routes, texts or schemas.
import type { z } from 'zod';
import { idSchema } from './coerce';
import { storedImageRef } from './uploads';

/** A write body: the fields, and an image_url the image file may stand in for. */
export type ImageInputSchema = z.ZodType<{ image_url?: string }>;

export interface ApiResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  /** On create, when neither an image file nor image_url is given. */
  imageRequired: string;
  /** What the toggle answers beside the record, when it answers a message. */
  toggled?: (active: boolean) => string;
}

/** The fields every stored image record starts with. */
export const imageRecordShape = { id: idSchema, image_url: storedImageRef };

/** The parsed write body of a resource: what its form submits and its API hooks send. */
export type ResourceInput<R extends ApiResource> = z.infer<R['inputSchema']>;
/** What a resource's form holds (react-hook-form values), before the schema parses them. */
export type ResourceValues<R extends ApiResource> = z.input<R['inputSchema']>;

/**
 * The spec's saved and deleted messages with the resource's noun ('Banner added successfully!'); the
 * spec gives them to banners and their "equivalents" to services.
 */
export function nounMessages(noun: string, rest: Omit<ApiResourceMessages, 'created' | 'updated' | 'deleted'>): ApiResourceMessages {
  return {
    created: `${noun} added successfully!`,
    updated: `${noun} updated successfully!`,
    deleted: `${noun} has been deleted successfully.`,
    ...rest,
  };
}

export interface ApiResource<Input extends ImageInputSchema = ImageInputSchema> {
  /** Where the list is read and records are created ('/api/banner'); one record is at `${path}/{id}`. */
  path: string;
  /** 'Banner': a 404 says 'Banner not found', the document calls the id "the banner's id". */
  noun: string;
  schema: z.ZodType;
  /** The body of create and update, multipart (with an `image` file) or JSON. */
  inputSchema: Input;
  messages: ApiResourceMessages;
  /**
   * The records carry is_active: the public list shows only the active ones, admins read them all
   * at `${path}/admin` and flip one at `${path}/{id}/toggle`.
   */
  toggleable?: boolean;
  /** Anyone may read one record at `${path}/{id}` (the banner preview page). */
  publicRead?: boolean;
  /** The public list takes ?limit=N: `fallback` when absent, capped at `max`. */
  limit?: { fallback: number; max: number };
}

/** The routes a resource can have, in the order the mock backend matches them ('admin' before '{id}'). */
const ROUTES = ['list', 'listAll', 'read', 'create', 'update', 'delete', 'toggle'] as const;
export type ResourceRoute = (typeof ROUTES)[number];

/** The routes of one resource, in that order: the mock backend serves these and the document lists them. */
export function resourceRoutes(resource: ApiResource): ResourceRoute[] {
  // The routes only some resources have; every other route every resource has.
  const optional: Partial<Record<ResourceRoute, boolean | undefined>> = {
    listAll: resource.toggleable,
    read: resource.publicRead,
    toggle: resource.toggleable,
  };
  return ROUTES.filter((route) => !(route in optional) || !!optional[route]);
}

/** Types a resource description without widening its input schema. */
export const apiResource = <Input extends ImageInputSchema>(resource: ApiResource<Input>): ApiResource<Input> => resource;
