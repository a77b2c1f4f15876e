import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ANSWER_SCHEMAS } from '../../../src/common/openapi/answer-schemas';
import { undocumentedOperations, unresolvedSchemaRefs } from '../../../src/common/openapi/document-check';
import { requestDtoSchemas } from '../../../src/common/openapi/dto-schemas';
import { startTestApi, type TestApi } from '../../support/test-api';

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route Nest registered on the HTTP server, as "METHOD /api/path/{param}". */
function registeredRoutes(sut: TestApi): string[] {
  const express = (sut.app as NestExpressApplication).getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all');
    return paths.flatMap((p) => methods.map((m) => `${m.toUpperCase()} ${p.replace(/:(\w+)/g, '{$1}')}`));
  });
}

interface OpenApiDocument {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  security?: unknown[];
  paths: Record<string, Record<string, { tags?: string[]; parameters?: Array<{ name: string; in: string }>; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

interface DocumentedSchema {
  $ref?: string;
  properties?: Record<string, DocumentedSchema>;
}

interface DocumentedOperation {
  security?: unknown[];
  responses: Record<string, { content: Record<string, { schema: DocumentedSchema }> }>;
}

/** Issue 16: OpenAPI at /api/docs, generated from the controllers and the DTOs. */
describe('api docs (OpenAPI)', () => {
  let sut: TestApi;
  let document: OpenApiDocument;

  beforeAll(async () => {
    sut = await startTestApi();
    const res = await sut.call<OpenApiDocument>('GET', '/docs/openapi.json');
    expect(res.status).toBe(200);
    document = res.body;
  });
  afterAll(() => sut.close());

  it('lists every route the api serves, and no other', () => {
    const routes = registeredRoutes(sut);
    expect(routes.length).toBeGreaterThan(40);
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(document.openapi).toMatch(/^3\./);
    // The api's own routes: not the not-found catch-all ({*path}) nor the docs' pages themselves.
    const apiRoutes = routes.filter((route) => route.includes(' /api/') && !route.includes('{*') && !/ \/api\/docs\b/.test(route));
    expect(documented.sort()).toEqual([...new Set(apiRoutes)].sort());
  });

  it('describes request bodies by their DTOs, with the fields and rules of class-validator', () => {
    const signIn = document.paths['/api/auth/user']?.post;
    const ref = signIn?.requestBody?.content['application/json']?.schema.$ref;
    expect(ref).toMatch(/^#\/components\/schemas\/\w+/);
    const schema = document.components.schemas[ref!.split('/').pop()!];
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('spells out a query DTO as its query parameters', () => {
    const list = document.paths['/api/tickets']?.get;
    const names = (list?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit']));
  });

  it('documents every operation: summary, tag, a 2xx answer schema (or the file), every path parameter', () => {
    // Each line names the operation by method and path and what its ApiDoc lacks (apps/api/src/common/openapi).
    expect(undocumentedOperations(document as unknown as OpenAPIObject)).toEqual([]);
    expect(unresolvedSchemaRefs(document as unknown as OpenAPIObject)).toEqual([]);
    // An answer schema named like a request DTO would replace the DTO's schema in the document.
    expect(Object.keys(requestDtoSchemas()).filter((name) => name in ANSWER_SCHEMAS)).toEqual([]);
    // Tags: one a module, each described in the document's tag list.
    const declared = (document.tags ?? []).map((tag) => tag.name);
    const used = new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])));
    expect([...used].filter((tag) => !declared.includes(tag))).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('answers in the house envelope around the contract types, with the error envelope for each failure', () => {
    const get = document.paths['/api/tickets/{id}']?.get as unknown as DocumentedOperation;
    expect(get.responses['200'].content['application/json'].schema).toEqual({
      type: 'object',
      properties: { success: { type: 'object', properties: { result: { $ref: '#/components/schemas/TicketDetailView' } }, required: ['result'] } },
      required: ['success'],
    });
    expect(Object.keys(get.responses).sort()).toEqual(['200', '401', '403', '404']);
    expect(get.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(document.components.schemas.TicketDetailView.required).toEqual(expect.arrayContaining(['case_no', 'status', 'imageFiles', 'allowed']));
    const list = document.paths['/api/tickets']?.get as unknown as DocumentedOperation;
    expect(Object.keys(list.responses['200'].content['application/json'].schema.properties?.success.properties ?? {})).toEqual(['result', 'total']);
    expect(Object.keys(list.responses)).toContain('400');
  });

  it('gives each route its own status, its public routes no token, and its downloads as xlsx', () => {
    const signIn = document.paths['/api/auth/user']?.post as unknown as DocumentedOperation;
    expect(Object.keys(signIn.responses).sort()).toEqual(['200', '400', '429']);
    expect(signIn.security).toEqual([]);
    expect(document.paths['/api/auth/user']?.post?.requestBody?.content['application/json']).toMatchObject({ example: { email: 'csn@demo.local', password: 'demo1234' } });
    expect(document.security).toEqual([{ bearer: [] }]);
    const created = document.paths['/api/users']?.post as unknown as DocumentedOperation;
    expect(Object.keys(created.responses).sort()).toEqual(['201', '400', '401', '403', '409']);
    const download = document.paths['/api/tickets/report/excel']?.get as unknown as DocumentedOperation;
    expect(download.responses['200'].content).toEqual({ 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } });
    expect(download.responses['202'].content['application/json'].schema.properties?.success.properties?.result).toEqual({ $ref: '#/components/schemas/ExportJobView' });
    const create = document.paths['/api/tickets']?.post as unknown as DocumentedOperation & { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(create.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it('serves Swagger UI at /api/docs under a page policy that runs no inline script', async () => {
    const res = await fetch(`${sut.baseUrl}/docs`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('keeps the closed policy on the api answers next to it', async () => {
    const res = await sut.call('GET', '/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
