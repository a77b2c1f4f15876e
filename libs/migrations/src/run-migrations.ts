import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { reportingDataSourceOptions } from './reporting/reporting-data-source-options';

export interface AppliedMigrations {
  main: string[];
  reporting: string[];
}

/**
 * Every pending migration of both streams: the main database first, then the reporting store
 * (REPORTING_DATABASE_URL's database, or the main one when it is null). Always in that order: the
 * main stream's last word on the reporting schema comes before the reporting stream's first.
 */
export async function runAllMigrations(databaseUrl: string, reportingDatabaseUrl: string | null): Promise<AppliedMigrations> {
  return whileHoldingMigrationLock(databaseUrl, async () => {
    const main = await runStream(new DataSource(dataSourceOptions(databaseUrl, 2)));
    const reporting = await runStream(new DataSource(reportingDataSourceOptions(reportingDatabaseUrl ?? databaseUrl, 2)));
    return { main, reporting };
  });
}

/** The advisory lock every migration run takes on the main database (any constant both sides agree on). */
export const MIGRATION_LOCK_KEY = 7_348_215_001;

/**
 * Runs `work` while holding a session advisory lock on the main database, so that replicas
 * started together (N api containers, a rolling deploy) migrate one after the other: the second
 * finds nothing pending instead of racing the first on the same CREATE TABLE.
 */
async function whileHoldingMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new DataSource(dataSourceOptions(databaseUrl, 1));
  await lock.initialize();
  const runner = lock.createQueryRunner();
  try {
    await runner.connect();
    await runner.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await lock.destroy();
  }
}

/** Undoes the last migration of one stream. */
export async function revertLastMigration(stream: 'main' | 'reporting', databaseUrl: string, reportingDatabaseUrl: string | null): Promise<void> {
  const db = new DataSource(stream === 'main' ? dataSourceOptions(databaseUrl, 2) : reportingDataSourceOptions(reportingDatabaseUrl ?? databaseUrl, 2));
  await db.initialize();
  try {
    await db.undoLastMigration({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
}

async function runStream(db: DataSource): Promise<string[]> {
  await db.initialize();
  try {
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await db.destroy();
  }
}
