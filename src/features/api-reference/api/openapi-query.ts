// The OpenAPI document the build writes beside the app (dist/openapi.json; vite dev serves it too).
import { queryOptions } from '@tanstack/react-query';
import { ApiError, requestStatic } from '@/lib/api-client';
import { isOpenApiDocument } from '../utils/openapi';

export const OPENAPI_FILE = 'openapi.json';
export const OPENAPI_LOAD_FAILED = 'Failed to load the API document';

export const openApiQueryKey = ['openapi'] as const;

export const openApiQuery = () =>
  queryOptions({
    queryKey: openApiQueryKey,
    queryFn: async ({ signal }) => {
      const document = await requestStatic<unknown>(OPENAPI_FILE, { fallbackMessage: OPENAPI_LOAD_FAILED, signal });
      if (!isOpenApiDocument(document)) throw new ApiError(OPENAPI_LOAD_FAILED, 200);
      return document;
    },
    // The document is fixed for the life of the build.
    staleTime: Infinity,
  });
