// Sends an operation's example request to the backend and keeps the answer, whatever its status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw, type RawResponse } from '@/lib/api-client';
import type { ExampleBody, ExampleRequest } from '../utils/example-request';
import { tinyPng } from '@/lib/tiny-png';
import { openApiQueryKey } from './openapi-query';

export const NO_ANSWER = 'No answer from the backend';

function formValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The body as the api client sends it: a plain object goes as JSON, FormData as multipart. */
function toRequestBody(body: ExampleBody | undefined): unknown {
  if (!body) return undefined;
  if (body.contentType === 'application/json') return body.value;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, formValue(item));
    else form.append(name, formValue(value));
  }
  for (const name of body.files) form.set(name, tinyPng('try-it.png'));
  return form;
}

export function sendExample(example: ExampleRequest, withToken: boolean): Promise<RawResponse> {
  return requestRaw(example.url, {
    method: example.method,
    body: toRequestBody(example.body),
    withStoredToken: withToken,
    fallbackMessage: NO_ANSWER,
  });
}

/**
 * Try it for one operation. A request that may write refreshes every other query afterwards, so
 * the site's pages show what it changed (the page does not hear its own writes on the data channel).
 */
export function useTryOperation(example: ExampleRequest, withToken: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendExample(example, withToken),
    onSettled: async () => {
      if (example.method === 'GET' || example.method === 'HEAD') return;
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== openApiQueryKey[0] });
    },
  });
}
