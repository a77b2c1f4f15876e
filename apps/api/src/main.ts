import 'reflect-metadata';
import { ConfigError } from '@voc/config';
import { readApiConfig } from './config/api-config';
import { createApiApp } from './create-api-app';

async function main(): Promise<void> {
  const config = readApiConfig(process.env);
  const app = await createApiApp(config);
  await app.listen(config.port, config.host);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
