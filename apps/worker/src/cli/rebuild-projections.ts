import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { KPI_CLOCKS } from '@voc/domain';
import { ConfigError, dataSourceOptions, oneOf, url } from '@voc/persistence';
import { rebuildProjections } from '../projections/tickets/rebuild-projections';

/** `npm run projections:rebuild`: replays the whole log into fresh reporting tables and swaps them in. */
async function main(): Promise<void> {
  const db = new DataSource(dataSourceOptions(url(process.env, 'DATABASE_URL', ['postgres', 'postgresql']), 4));
  await db.initialize();
  try {
    const started = Date.now();
    const { events } = await rebuildProjections(db, new Date(), oneOf(process.env, 'KPI_CLOCK', KPI_CLOCKS, 'calendar'));
    process.stdout.write(`projections rebuilt from ${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`projections:rebuild failed: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
