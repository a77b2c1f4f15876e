import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ErrorEnvelopeFilter } from './common/errors/error-envelope.filter';
import { apiSecurityHeaders, noStoreAnswers } from './common/http/security-headers';
import { createValidationPipe } from './common/validation/validation-pipe';
import type { ApiConfig } from './config/api-config';
import { API_DOCS_PATH, createApiDocument, mountApiDocs } from './operators/api-docs';
import { mountQueueBoard, QUEUE_BOARD_PATH } from './operators/queue-board-router';

/** Builds the HTTP app exactly as production runs it; tests use it too. */
export async function createApiApp(config: ApiConfig, options: { bufferLogs?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: options.bufferLogs ?? true });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.trustProxyHops);
  app.disable('x-powered-by');
  // Every api answer is no-store (noStoreAnswers): no client keeps one to revalidate, so an ETag
  // (a SHA-1 of each JSON body, express's default) is work for nothing. Static files set their own.
  app.set('etag', false);
  // The docs and the queue board are pages with their own content security policy (they mount it).
  app.use(apiSecurityHeaders([API_DOCS_PATH, QUEUE_BOARD_PATH]), noStoreAnswers);
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorEnvelopeFilter());
  app.enableShutdownHooks();
  mountQueueBoard(app);
  mountApiDocs(app, createApiDocument(app));
  return app;
}
