// What scripts/openapi.mjs (the build) and the dev server load: the OpenAPI document of the
// mock backend, and the routes that it and the handlers disagree on.
import { apiOperations } from '@/types/api/operations';
import { buildOpenApiDocument } from '@/types/api/openapi/document';
import { apiPathsAt } from '../core/api-paths';
import { routeHandlers } from '../handlers/routes';
import { routeProblems } from './route-check';

export function openApiDocument(version: string) {
  return buildOpenApiDocument(apiOperations, { version });
}

export function routeDrift() {
  return routeProblems(routeHandlers(apiPathsAt(null).at), apiOperations);
}
