import { describe, expect, it } from 'vitest';
import { exampleRequest } from './example-request';
import { groupOperations } from './openapi';
import { fixtureDocument } from './openapi-fixture';

const doc = fixtureDocument();
const entry = (method: string, path: string) => {
  const found = groupOperations(doc)
    .flatMap((group) => group.operations)
    .find((operation) => operation.method === method && operation.path === path);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};

describe('exampleRequest', () => {
  it('puts the path example in place', () => {
    expect(exampleRequest(doc, entry('delete', '/api/services/{id}'))).toEqual({ method: 'DELETE', url: '/api/services/2', body: undefined });
  });

  it('adds the query examples', () => {
    const withQuery = {
      ...entry('get', '/api/services'),
      parameters: [
        { name: 'page', in: 'query' as const, example: 2 },
        { name: 'q', in: 'query' as const, example: 'a b' },
      ],
    };
    expect(exampleRequest(doc, withQuery).url).toBe('/api/services?page=2&q=a+b');
  });

  it('takes the valid multipart example and names the binary fields', () => {
    expect(exampleRequest(doc, entry('post', '/api/services')).body).toEqual({
      contentType: 'multipart/form-data',
      fields: { title: 'Clean Water', description: 'Wells for villages.', display_order: 7 },
      files: ['image'],
    });
  });

  it('prefers the JSON body when both are offered', () => {
    const post = entry('post', '/api/services');
    const both = {
      ...post,
      operation: {
        ...post.operation,
        requestBody: { content: { 'multipart/form-data': {}, 'application/json': { examples: { valid: { value: { title: 'T' } } } } } },
      },
    };
    expect(exampleRequest(doc, both).body).toEqual({ contentType: 'application/json', value: { title: 'T' } });
  });
});
