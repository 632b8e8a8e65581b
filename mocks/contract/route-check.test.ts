import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiOperations as registryOperations } from './operations';
import type { ApiOperation } from '@/types/api/openapi/operation';
import { testRoutes as routeHandlers } from '../testing/api';
import { documentedPath, routeProblems } from './route-check';

const answer = () => HttpResponse.json({ success: true, data: null });

describe('documentedPath', () => {
  it.each([
    ['http://localhost/api/services/:id', '/api/services/{id}'],
    ['*/api/services/:id', '/api/services/{id}'],
    ['http://localhost/charity/api/admin/:id/password', '/api/admin/{id}/password'],
    ['*/charity/uploads/:file', '/uploads/{file}'],
    ['http://localhost:4000/api/uploads/:file', '/api/uploads/{file}'],
  ])('%s is %s', (mswPath, path) => {
    expect(documentedPath(mswPath)).toBe(path);
  });
});

describe('routeProblems', () => {
  it('finds none between the mock backend and the registry', () => {
    expect(routeProblems(routeHandlers, registryOperations())).toEqual([]);
    expect(registryOperations().length).toBe(routeHandlers.length);
  });

  it('has the document list the operations in the order the routes are tried (one order, the API parts)', () => {
    const served = routeHandlers.map(({ info }) => `${String(info.method)} ${documentedPath(String(info.path))}`);
    expect(registryOperations().map((op) => `${op.method.toUpperCase()} ${op.path}`)).toEqual(served);
  });

  it('names a handler that no operation documents, whatever the form of its path', () => {
    const undocumented = [http.post('*/api/secret', answer), http.get('http://localhost/charity/api/services/:id/history', answer)];
    expect(routeProblems([...routeHandlers, ...undocumented], registryOperations())).toEqual([
      { kind: 'undocumented handler', route: 'POST /api/secret' },
      { kind: 'undocumented handler', route: 'GET /api/services/{id}/history' },
    ]);
  });

  it('names an operation that no handler answers, and a method mismatch both ways', () => {
    const ghost: ApiOperation = {
      method: 'get',
      path: '/api/ghosts/{id}',
      tag: 'Ghosts',
      operationId: 'getGhost',
      summary: 'A ghost',
      auth: 'public',
      success: { status: 200, description: 'The ghost', data: z.null() },
      errors: [404],
    };
    const wrongMethod = [http.put('*/api/events', answer)];
    expect(routeProblems([...routeHandlers, ...wrongMethod], [...registryOperations(), ghost])).toEqual([
      { kind: 'undocumented handler', route: 'PUT /api/events' },
      { kind: 'operation without handler', route: 'GET /api/ghosts/{id}' },
    ]);
  });
});
