import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, integer, optionalString, url } from '@voc/config';
import { dataSourceOptions, reportingDataSourceOptions } from '@voc/migrations';
import { readFileStorageConfig } from '@voc/file-storage';
import { seedDemoPdca } from '../demo-data/seed-demo-pdca';
import { runCli } from './run-cli';

/**
 * Demo PDCA plans (`SEED_DEMO=1 node apps/api/dist/cli/seed-pdca.js`), run by `npm start` once the
 * worker runs: the plans are owed by the figures the projections hold, so it waits for them
 * (SEED_PDCA_WAIT_MS) and writes through the PDCA commands. Running it again adds nothing.
 */
runCli('seed-pdca', async () => {
  const env = process.env;
  if (env.SEED_DEMO !== '1') throw new ConfigError('SEED_DEMO', 'is not 1: demo data is loaded only when asked for');
  const db = new DataSource(dataSourceOptions(url(env, 'DATABASE_URL', ['postgres', 'postgresql']), 4));
  const reportingUrl = env.REPORTING_DATABASE_URL?.trim() ? url(env, 'REPORTING_DATABASE_URL', ['postgres', 'postgresql']) : null;
  const reporting = reportingUrl ? new DataSource(reportingDataSourceOptions(reportingUrl, 2)) : db;
  await db.initialize();
  if (reporting !== db) await reporting.initialize();
  try {
    const plans = await seedDemoPdca(db, reporting, {
      awaitSurveys: Boolean(env.SURVEY_SERVICE_URL?.trim()), timeoutMs: integer(env, 'SEED_PDCA_WAIT_MS', 120_000, 0, 600_000), storageDir: optionalString(env, 'STORAGE_DIR', '.storage'), fileStorage: readFileStorageConfig(env) });
    process.stdout.write(`seed-pdca: ${plans} PDCA plans\n`);
  } finally {
    if (reporting !== db) await reporting.destroy();
    await db.destroy();
  }
});
