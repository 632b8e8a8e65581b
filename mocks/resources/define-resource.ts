// What the backend's registry declares of an image resource, once: the contract's description and
// documentation, and the little only the server knows (how its records are ordered and stored,
// and what the seed starts with). The db's collections, the seed, the routes, the OpenAPI
// document and the demo export all derive from the list of these (./index.ts).
import type { z } from 'zod';
import type { SeedClock } from '@/lib/seed-clock';
import type { ResourceDocs } from '@/types/api/operations/resource';
import type { ApiResource, ImageInputSchema } from '@/types/api/resource';

/** The fields every stored image record has. */
export interface StoredResource {
  id: number;
  created_at: string;
  image_url: string;
  /** Only on a toggleable resource. */
  is_active?: boolean;
}

/** What a body sets: everything but the id and the creation time. */
export type ResourceFields<R> = Omit<R, 'id' | 'created_at'>;

export interface ServerResource<
  R extends StoredResource = StoredResource,
  Input extends ImageInputSchema = ImageInputSchema,
  N extends string = string,
> {
  /** The API part and the stored collection ('banners'). */
  name: N;
  api: ApiResource<Input>;
  docs: ResourceDocs;
  // Methods, not function properties: a list of resources of different records is then a list of
  // ServerResource. The records' type is the seed's.
  /** The order of every list. */
  sort(a: NoInfer<R>, b: NoInfer<R>): number;
  /** The record's fields from a valid body and its image (the stored upload, image_url or the current one). */
  toRecord(input: z.output<Input>, imageUrl: string): ResourceFields<NoInfer<R>>;
  /** The records of the default and big data sets (the empty one has none), dated by the seed's clock. */
  seed(clock: SeedClock): R[];
}

/** A resource's stored record type. */
export type RecordOf<S> = S extends ServerResource<infer R, ImageInputSchema, string> ? R : never;

/** Types a declaration without widening its name, records or input schema. */
export const defineResource = <R extends StoredResource, Input extends ImageInputSchema, const N extends string>(
  resource: ServerResource<R, Input, N>,
): ServerResource<R, Input, N> => resource;

export const newestFirst = (a: StoredResource, b: StoredResource) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const byDisplayOrder = (a: StoredResource & { display_order: number }, b: StoredResource & { display_order: number }) =>
  a.display_order - b.display_order || a.id - b.id;
