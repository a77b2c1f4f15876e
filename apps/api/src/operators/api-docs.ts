import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { pageSecurityHeaders } from '../common/http/page-security-headers';
import { addQueryDtoParameters, queryDtosByOperation } from './query-dto-parameters';

export const API_DOCS_PATH = '/api/docs';

type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

/**
 * The OpenAPI document of the api: every route from the controllers (@nestjs/swagger reads the
 * routes, their parameters and the DTO each body or query binds), and each DTO's schema from its
 * class-validator rules (libs/contracts), the same rules the api validates with. Every route takes
 * the bearer token but sign-in and the health check.
 */
export function createApiDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('VOC api')
    .setDescription('Complaint tickets and voice of customer for the dealer network. Answers: {"success":{"result":...}} or {"error":{"name","message","details"}}.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const dtoSchemas = validationMetadatasToSchemas({ refPointerPrefix: '#/components/schemas/' }) as Schemas;
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...dtoSchemas } };
  document.security = [{ bearer: [] }];
  addQueryDtoParameters(document, dtoSchemas, queryDtosByOperation(app));
  return document;
}

/** Serves the document at /api/docs (Swagger UI) and /api/docs-json, under a page CSP of their own. */
export function mountApiDocs(app: NestExpressApplication, document: OpenAPIObject): void {
  app.use(API_DOCS_PATH, pageSecurityHeaders());
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document, { jsonDocumentUrl: `${API_DOCS_PATH.slice(1)}/openapi.json`, customSiteTitle: 'VOC api' });
}
