import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { KPI_CLOCKS, MONTH_CLOSE_DAY_DEFAULT, MONTH_CLOSE_DAY_MAX, MONTH_CLOSE_DAY_MIN, PROJECTION_PARTITION_COUNTS } from '@voc/domain';
import { ConfigError, integer, oneOf, readReportingDatabaseUrl, url } from '@voc/config';
import { dataSourceOptions } from '@voc/migrations';
import { openReportingDataSource } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { projectionStores } from '../projections/tickets/projection-stores';
import { rebuildProjections } from '../projections/tickets/rebuild-projections';
import { retrainCategoryModel } from '../voice-model/train-category-model';

/**
 * `npm run projections:rebuild`: replays the whole log (DATABASE_URL) into fresh reporting tables
 * (REPORTING_DATABASE_URL's database, or the main one) and swaps them in, with PROJECTION_PARTITIONS
 * checkpoints for the partitioned tickets projection (the count the workers run with).
 */
async function main(): Promise<void> {
  const databaseUrl = url(process.env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const reportingUrl = readReportingDatabaseUrl(process.env);
  const clockKind = oneOf(process.env, 'KPI_CLOCK', KPI_CLOCKS, 'calendar');
  const closeDay = integer(process.env, 'MONTH_CLOSE_DAY', MONTH_CLOSE_DAY_DEFAULT, MONTH_CLOSE_DAY_MIN, MONTH_CLOSE_DAY_MAX);
  // The count the workers will run with: the rebuilt checkpoints are its partitions.
  const partitions = Number(oneOf(process.env, 'PROJECTION_PARTITIONS', PROJECTION_PARTITION_COUNTS.map(String), '1'));
  const events = new DataSource(dataSourceOptions(databaseUrl, 4));
  await events.initialize();
  const reporting = await openReportingDataSource(reportingUrl, 4, events);
  try {
    const started = Date.now();
    const result = await rebuildProjections(projectionStores(events, reporting), new Date(), clockKind, closeDay, partitions);
    process.stdout.write(`projections rebuilt from ${result.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    // The category model learns from the rebuilt texts (issue 30: retrained after a rebuild).
    const training = await retrainCategoryModel(reporting.manager, new UnitOfWork(events));
    process.stdout.write(training.trained ? `category model retrained on ${training.examples} tickets (held-out top-1 ${training.top1.toFixed(3)}, top-3 ${training.top3.toFixed(3)}, baseline top-1 ${training.baselineTop1.toFixed(3)})\n` : `category model not retrained: ${training.examples} labelled tickets\n`);
  } finally {
    if (reporting !== events) await reporting.destroy();
    await events.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`projections:rebuild failed: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
