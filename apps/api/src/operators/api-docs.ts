import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { pageSecurityHeaders } from '../common/http/page-security-headers';
import { ANSWER_SCHEMAS } from '../common/openapi/answer-schemas';
import { API_TAGS } from '../common/openapi/api-tags';
import { requestDtoSchemas } from '../common/openapi/dto-schemas';
import { addOperationAnswers, routeFactsByOperation } from '../common/openapi/operation-answers';
import { addQueryDtoParameters, queryDtosByOperation } from './query-dto-parameters';

export const API_DOCS_PATH = '/api/docs';

const API_DESCRIPTION = [
  'Complaint tickets and voice of customer for the dealer network.',
  '',
  'Sign in with POST /api/auth/user (staff) or /api/auth/dealer (dealer staff) and send the token as `Authorization: Bearer {token}`.',
  'Every answer has one envelope: `{"success": {"result": ..., "total"?: n, "message"?: key}}` or `{"error": {"name", "message", "details"?}}`;',
  'messages are message keys (errors.*, messages.*) that the client translates. Spreadsheet downloads answer the xlsx file itself.',
].join('\n');

/**
 * The OpenAPI document of the api: every route from the controllers (@nestjs/swagger reads the
 * routes, their parameters and the DTO each body or query binds), and each DTO's schema from its
 * class-validator rules (libs/contracts), the same rules the api validates with. Every route takes
 * the bearer token but sign-in and the health check. Each route's summary, parameters and answers
 * come from its ApiDoc (common/openapi), the answer types' schemas from the registry there.
 */
export function createApiDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('VOC api')
    .setDescription(API_DESCRIPTION)
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of POST /api/auth/user (staff) or /api/auth/dealer (dealer staff).' })
    .build();
  config.tags = [...API_TAGS];
  const document = SwaggerModule.createDocument(app, config);
  const dtoSchemas = requestDtoSchemas();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...dtoSchemas, ...ANSWER_SCHEMAS } };
  document.security = [{ bearer: [] }];
  addQueryDtoParameters(document, dtoSchemas, queryDtosByOperation(app));
  addOperationAnswers(document, routeFactsByOperation(app));
  return document;
}

/** Serves the document at /api/docs (Swagger UI) and /api/docs-json, under a page CSP of their own. */
export function mountApiDocs(app: NestExpressApplication, document: OpenAPIObject): void {
  app.use(API_DOCS_PATH, pageSecurityHeaders());
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document, { jsonDocumentUrl: `${API_DOCS_PATH.slice(1)}/openapi.json`, customSiteTitle: 'VOC api' });
}
