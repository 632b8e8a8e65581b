// What build/openapi.ts (the build) and the dev server load: the OpenAPI document of the
// mock backend, and the routes that it and the handlers disagree on.
import { apiContractOf } from '@/types/api/operations';
import { buildOpenApiDocument } from '@/types/api/openapi/document';
import { apiPathsAt } from '../core/api-paths';
import { routeHandlers } from '../handlers/routes';
import { RESOURCES, type ServerResource } from '../resources';
import { routeProblems } from './route-check';

/** The document of a backend with these image resources (the registry's by default). */
export function openApiDocument(version: string, resources: readonly ServerResource[] = RESOURCES) {
  return buildOpenApiDocument(apiContractOf(resources), { version });
}

export function routeDrift(resources: readonly ServerResource[] = RESOURCES) {
  return routeProblems(routeHandlers(apiPathsAt(null).at, resources), apiContractOf(resources).operations);
}
