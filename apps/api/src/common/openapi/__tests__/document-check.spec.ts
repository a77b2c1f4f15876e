import type { OpenAPIObject, OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { undocumentedOperations, unresolvedSchemaRefs } from '../document-check';
import { objectOf, optional, ref, str } from '../schema-builders';
import { pageOf, successContent, spreadsheetFile } from '../success-answers';

const documented: OperationObject = {
  summary: 'Get a ticket',
  tags: ['Tickets'],
  parameters: [{ name: 'id', in: 'path', required: true, description: 'The ticket id.', schema: { type: 'string' } }],
  responses: { 200: { description: 'The result.', content: successContent(pageOf('TicketView')) } },
};

function documentOf(paths: Record<string, Record<string, OperationObject>>, schemas: Record<string, object> = { TicketView: {} }): OpenAPIObject {
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: { schemas } } as OpenAPIObject;
}

describe('undocumentedOperations', () => {
  it('passes a documented operation and a download described as binary', () => {
    const download: OperationObject = { summary: 'Download', tags: ['Exports'], responses: { 200: { description: 'xlsx', content: successContent(spreadsheetFile()) } } };
    expect(undocumentedOperations(documentOf({ '/api/tickets/{id}': { get: documented }, '/api/x.xlsx': { get: download } }))).toEqual([]);
  });

  it.each([
    ['no summary', { ...documented, summary: undefined }, 'GET /api/tickets/{id}: no summary'],
    ['no tag', { ...documented, tags: [] }, 'GET /api/tickets/{id}: no tag'],
    ['only an error answer', { ...documented, responses: { 404: { description: 'not found', content: { 'application/json': { schema: ref('ErrorEnvelope') } } } } }, 'GET /api/tickets/{id}: no 2xx answer schema'],
    ['a 2xx answer without a schema', { ...documented, responses: { 200: { description: '' } } }, 'GET /api/tickets/{id}: no 2xx answer schema'],
    ['a path parameter without a description', { ...documented, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }, 'GET /api/tickets/{id}: path parameter {id} not described'],
    ['a path parameter missing', { ...documented, parameters: [] }, 'GET /api/tickets/{id}: path parameter {id} not described'],
  ] as Array<[string, OperationObject, string]>)('lists an operation with %s by method and path', (_case, operation, expected) => {
    expect(undocumentedOperations(documentOf({ '/api/tickets/{id}': { get: documented, put: operation } }))).toEqual([expected.replace('GET', 'PUT')]);
  });

  it('names every problem of an operation on its line', () => {
    const bare: OperationObject = { responses: {} };
    expect(undocumentedOperations(documentOf({ '/api/a/{id}/files/{fileId}': { post: bare } }))).toEqual([
      'POST /api/a/{id}/files/{fileId}: no summary, no tag, no 2xx answer schema, path parameter {id} not described, path parameter {fileId} not described',
    ]);
  });
});

describe('unresolvedSchemaRefs', () => {
  it('lists the $refs that name no component schema', () => {
    const operation = { ...documented, responses: { 200: { description: '', content: successContent(pageOf('UserView')) } } };
    expect(unresolvedSchemaRefs(documentOf({ '/api/tickets/{id}': { get: documented, put: operation } }))).toEqual(['#/components/schemas/UserView']);
  });
});

describe('objectOf', () => {
  it('requires the properties the type requires, and documents the optional ones', () => {
    expect(objectOf<{ a: string; b?: string }>({ a: str, b: optional(str) })).toEqual({ type: 'object', properties: { a: str, b: str }, required: ['a'] });
  });
});
