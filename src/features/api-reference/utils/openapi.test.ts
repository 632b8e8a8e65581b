import { describe, expect, it } from 'vitest';
import { groupOperations, isOpenApiDocument, needsToken, resolve, type OpenApiDocument, type ResponseObject } from './openapi';
import { fixtureDocument } from './openapi-fixture';

describe('OpenAPI document walks', () => {
  it('groups the operations by their first tag, in the order of the tag list', () => {
    const groups = groupOperations(fixtureDocument());
    expect(groups.map((group) => group.tag)).toEqual(['Services', 'Admin accounts', 'Uploads']);
    expect(groups[0].operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'get /api/services',
      'post /api/services',
      'delete /api/services/{id}',
    ]);
  });

  it("gives an operation its path item's parameters, and lets its own win", () => {
    const doc = fixtureDocument();
    doc.paths['/api/services/{id}'].delete!.parameters = [{ name: 'id', in: 'path', required: true, example: 5 }];
    const entry = groupOperations(doc)[0].operations[2];
    expect(entry.parameters).toEqual([{ name: 'id', in: 'path', required: true, example: 5 }]);
  });

  it('puts untagged operations under Other, after the listed tags', () => {
    const doc: OpenApiDocument = { ...fixtureDocument(), paths: { '/api/x': { get: { summary: 'x' } } } };
    expect(groupOperations(doc).map((group) => group.tag)).toEqual(['Other']);
  });

  it('follows local references, and gives undefined for a loop or an external one', () => {
    const doc = fixtureDocument();
    const unauthorized = resolve<ResponseObject>(doc, { $ref: '#/components/responses/Unauthorized' });
    expect(unauthorized?.description).toBe('No valid bearer token');
    doc.components!.responses!.Loop = { $ref: '#/components/responses/Loop' };
    expect(resolve(doc, { $ref: '#/components/responses/Loop' })).toBeUndefined();
    expect(resolve(doc, { $ref: 'other.json#/components/responses/Unauthorized' })).toBeUndefined();
  });

  it('reads the security requirement and tells a document from other JSON', () => {
    const doc = fixtureDocument();
    expect(needsToken(doc.paths['/api/services'].get!)).toBe(false);
    expect(needsToken(doc.paths['/api/services'].post!)).toBe(true);
    expect(isOpenApiDocument(doc)).toBe(true);
    expect(isOpenApiDocument({ success: true, data: [] })).toBe(false);
  });
});
