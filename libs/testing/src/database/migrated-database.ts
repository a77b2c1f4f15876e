import { migrateDatabase } from './migrate-database';
import { createThrowawayDatabase, testServerUrl, type ThrowawayDatabase } from './throwaway-database';

/**
 * Where the integration run's global setup leaves the names of its migrated template databases:
 * one with both migration streams in it, and a pair with the reporting store split off.
 */
export const TEMPLATE_DATABASE_ENV = {
  single: 'INTEGRATION_TEMPLATE_DATABASE_NAME',
  splitMain: 'INTEGRATION_TEMPLATE_SPLIT_MAIN_NAME',
  splitReporting: 'INTEGRATION_TEMPLATE_SPLIT_REPORTING_NAME',
} as const;

/** A main database and its reporting store in a database of its own, both migrated. */
export interface MigratedSplitDatabases {
  database: ThrowawayDatabase;
  reportingDatabase: ThrowawayDatabase;
}

/**
 * A throw-away database with every migration of both streams in it (as `migrateDatabase(url)`
 * leaves one). Inside the integration run it is a copy of the run's template, which the global
 * setup migrated once: CREATE DATABASE ... TEMPLATE copies it in well under a second where the
 * migrations take seconds. Elsewhere it is made and migrated here.
 */
export async function createMigratedDatabase(prefix: string, env: NodeJS.ProcessEnv = process.env): Promise<ThrowawayDatabase> {
  const serverUrl = testServerUrl(env);
  const template = env[TEMPLATE_DATABASE_ENV.single];
  if (template) return createThrowawayDatabase(prefix, serverUrl, { template });
  const database = await createThrowawayDatabase(prefix, serverUrl);
  await migrateDatabase(database.url);
  return database;
}

/**
 * A main database and a separate reporting store, migrated as `migrateDatabase(main, reporting)`
 * leaves them: copies of the run's template pair inside the integration run, made and migrated
 * here elsewhere.
 */
export async function createMigratedSplitDatabases(prefix: string, reportingPrefix: string, env: NodeJS.ProcessEnv = process.env): Promise<MigratedSplitDatabases> {
  const serverUrl = testServerUrl(env);
  const mainTemplate = env[TEMPLATE_DATABASE_ENV.splitMain];
  const reportingTemplate = env[TEMPLATE_DATABASE_ENV.splitReporting];
  if (mainTemplate && reportingTemplate) {
    const database = await createThrowawayDatabase(prefix, serverUrl, { template: mainTemplate });
    const reportingDatabase = await createThrowawayDatabase(reportingPrefix, serverUrl, { template: reportingTemplate });
    return { database, reportingDatabase };
  }
  const database = await createThrowawayDatabase(prefix, serverUrl);
  const reportingDatabase = await createThrowawayDatabase(reportingPrefix, serverUrl);
  await migrateDatabase(database.url, reportingDatabase.url);
  return { database, reportingDatabase };
}
