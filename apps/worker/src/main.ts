import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError } from '@voc/config';
import { readWorkerConfig } from './config/worker-config';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = readWorkerConfig(process.env);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('worker ready: its queues are started');
}

main().catch((error: unknown) => {
  const detail = error instanceof ConfigError ? error.message : `worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${detail}\n`);
  process.exit(1);
});
