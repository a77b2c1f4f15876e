import { closeToConnections, createThrowawayDatabase, type ThrowawayDatabase } from '../database/throwaway-database';
import { TEMPLATE_DATABASE_ENV } from '../database/migrated-database';
import { migrateDatabase } from '../database/migrate-database';
import { assertRedisAnswers, testRedisUrl } from '../database/redis-check';

/**
 * Once per integration run: checks Redis and migrates the template databases once (both streams
 * in one database, and a main database with its reporting store split off), closed to connections
 * so that CREATE DATABASE ... TEMPLATE may copy them at any time. The run's shared throw-away
 * database is a copy, and so is every database a test file makes with createMigratedDatabase or
 * createMigratedSplitDatabases. Test files read INTEGRATION_DATABASE_URL and
 * INTEGRATION_REDIS_URL; each test makes its own rows.
 */
export default async function globalSetup(): Promise<void> {
  await assertRedisAnswers();
  const made: ThrowawayDatabase[] = [];
  (globalThis as { __throwawayDatabases?: ThrowawayDatabase[] }).__throwawayDatabases = made;
  const make = async (prefix: string, template?: string) => {
    const database = await createThrowawayDatabase(prefix, undefined, template ? { template } : {});
    made.push(database);
    return database;
  };

  const single = await make('voc_it_tpl');
  const splitMain = await make('voc_it_tpl_main');
  const splitReporting = await make('voc_it_tpl_rep');
  await Promise.all([migrateDatabase(single.url), migrateDatabase(splitMain.url, splitReporting.url)]);
  for (const template of [single, splitMain, splitReporting]) await closeToConnections(template.name);

  const database = await make('voc_it', single.name);
  process.env[TEMPLATE_DATABASE_ENV.single] = single.name;
  process.env[TEMPLATE_DATABASE_ENV.splitMain] = splitMain.name;
  process.env[TEMPLATE_DATABASE_ENV.splitReporting] = splitReporting.name;
  process.env.INTEGRATION_DATABASE_URL = database.url;
  process.env.INTEGRATION_DATABASE_NAME = database.name;
  process.env.INTEGRATION_REDIS_URL = testRedisUrl();
}
