// The operations of an image resource (banners, services, gallery), from the same description the
// mock backend builds its routes from (src/types/api/resource.ts), in the same order.
import { z } from 'zod';
import { deletedSchema } from '../envelope';
import type { ApiOperation, ApiRequestBody } from '../openapi/operation';
import { resourceRoutes, type ApiResource, type ResourceRoute } from '../resource';
import { requiredImageRef } from '../uploads';
import { EXAMPLE_IMAGE_FILE, idParam, imageFile, limitParam } from './shared';

/** The texts of one operation where the defaults do not fit; `success` describes its 200 or 201 answer. */
interface RouteTexts {
  summary?: string;
  description?: string;
  success?: string;
}

export interface ResourceDocs {
  tag: string;
  /** What the tag groups, as /developers and the linters show it. */
  tagDescription: string;
  /** The record's name under components.schemas ('Banner'). */
  schemaName: string;
  /** The nouns of the summaries ('Create a banner', 'List every banner'), camel-cased in the operationIds. */
  names: { one: string; many: string };
  examples: {
    /** Fields that succeed on create and on update. */
    fields: Readonly<Record<string, unknown>>;
    invalid: Readonly<Record<string, unknown>>;
    /** The image_url of a valid JSON create (where no file can travel). */
    imageUrl: string;
  };
  routes?: Partial<Record<ResourceRoute, RouteTexts>>;
}

/**
 * An image resource as the contract documents it: its name (the API part and the stored
 * collection, 'banners'), its routes and texts, and its documentation. The backend's registry
 * (mocks/resources) declares each one; the document, the demo export and the routes derive from it.
 */
export interface DocumentedResource {
  name: string;
  api: ApiResource;
  docs: ResourceDocs;
}

/** One route's operation before its texts are settled: the default texts, and its answer's data and status. */
type RouteSpec = Omit<ApiOperation, 'tag' | 'summary' | 'description' | 'success'> & {
  texts: Required<Pick<RouteTexts, 'summary' | 'success'>> & Pick<RouteTexts, 'description'>;
  data: z.ZodType;
  status?: 200 | 201;
};

const pascal = (words: string) => words.replace(/(?:^|\s+)(\w)/g, (_, letter: string) => letter.toUpperCase());

/** On create an image is required: a file in multipart, an image_url in JSON. */
function body(resource: ApiResource, { fields, invalid, imageUrl }: ResourceDocs['examples'], create: boolean): ApiRequestBody {
  const schema = resource.inputSchema;
  const json = create ? z.intersection(schema, z.object({ image_url: requiredImageRef() })) : schema;
  return {
    json: { schema: json, valid: create ? { ...fields, image_url: imageUrl } : fields, invalid },
    multipart: { schema, files: { image: imageFile(create) }, valid: create ? { ...fields, image: EXAMPLE_IMAGE_FILE } : fields, invalid },
  };
}

export function resourceOperations({ api: resource, docs }: DocumentedResource): ApiOperation[] {
  const { one, many } = docs.names;
  const noun = resource.noun.toLowerCase();
  const record = resource.schema;
  const pathParams = { id: idParam(noun) };
  const item = `${resource.path}/{id}`;

  /** What each route documents; its texts in `docs.routes` replace the defaults given here. */
  const routes: Record<ResourceRoute, RouteSpec> = {
    list: {
      texts: resource.toggleable
        ? { summary: `List the active ${many}`, success: `The active ${many}` }
        : { summary: `List the ${many}`, success: `The ${many}` },
      method: 'get',
      path: resource.path,
      operationId: `list${pascal(many)}`,
      auth: 'public',
      ...(resource.limit ? { query: { limit: limitParam(resource.limit.fallback, resource.limit.max, resource.limit.fallback) } } : {}),
      data: z.array(record),
      errors: resource.limit ? [400] : [],
    },
    listAll: {
      texts: { summary: `List every ${one}`, success: `Every ${noun}` },
      method: 'get',
      path: `${resource.path}/admin`,
      operationId: `listAll${pascal(many)}`,
      auth: 'admin',
      data: z.array(record),
      errors: [401, 403],
    },
    read: {
      texts: {
        summary: `Read one ${one}`,
        success: `The ${noun}`,
        ...(resource.toggleable ? { description: `An inactive ${one} is 404 unless a staff member's bearer token is sent.` } : {}),
      },
      method: 'get',
      path: item,
      operationId: `get${pascal(one)}`,
      auth: 'public',
      pathParams,
      data: record,
      errors: [404],
    },
    create: {
      texts: { summary: `Create a ${one}`, description: 'An image file or image_url is required.', success: `The new ${noun}` },
      method: 'post',
      path: resource.path,
      operationId: `create${pascal(one)}`,
      auth: 'admin',
      body: body(resource, docs.examples, true),
      status: 201,
      data: record,
      errors: [400, 401, 403, 413, 415],
    },
    update: {
      texts: { summary: `Update a ${one}`, description: 'Without a new image the current one stays.', success: `The ${noun}` },
      method: 'put',
      path: item,
      operationId: `update${pascal(one)}`,
      auth: 'admin',
      pathParams,
      body: body(resource, docs.examples, false),
      data: record,
      errors: [400, 401, 403, 404, 413, 415],
    },
    delete: {
      texts: { summary: `Delete a ${one}`, success: 'Deleted' },
      method: 'delete',
      path: item,
      operationId: `delete${pascal(one)}`,
      auth: 'admin',
      pathParams,
      data: deletedSchema,
      errors: [401, 403, 404],
    },
    toggle: {
      texts: { summary: `Show or hide a ${one}`, success: `The ${noun}` },
      method: 'patch',
      path: `${item}/toggle`,
      operationId: `toggle${pascal(one)}`,
      auth: 'admin',
      pathParams,
      data: record,
      errors: [401, 403, 404],
    },
  };

  return resourceRoutes(resource).map((route) => {
    const { texts: defaults, data, status = 200, ...rest } = routes[route];
    const texts = { ...defaults, ...docs.routes?.[route] };
    return {
      ...rest,
      tag: docs.tag,
      summary: texts.summary,
      ...(texts.description ? { description: texts.description } : {}),
      success: { status, description: texts.success, data },
    };
  });
}
