import { createThrowawayDatabase } from '../database/throwaway-database';
import { migrateDatabase } from '../database/migrate-database';
import { assertRedisAnswers, testRedisUrl } from '../database/redis-check';

/**
 * Once per integration run: checks Redis, makes a throw-away database and migrates it. Test files
 * read INTEGRATION_DATABASE_URL and INTEGRATION_REDIS_URL; each test makes its own rows.
 */
export default async function globalSetup(): Promise<void> {
  await assertRedisAnswers();
  const database = await createThrowawayDatabase('voc_it');
  await migrateDatabase(database.url);
  process.env.INTEGRATION_DATABASE_URL = database.url;
  process.env.INTEGRATION_DATABASE_NAME = database.name;
  process.env.INTEGRATION_REDIS_URL = testRedisUrl();
  (globalThis as { __throwawayDatabase?: typeof database }).__throwawayDatabase = database;
}
