import type { DataSourceOptions } from 'typeorm';
import { CreateReportingStore1763794800000 } from './migrations/1763794800000-create-reporting-store';
import { CreateSurveyProjections1763812800000 } from './migrations/1763812800000-create-survey-projections';
import { CreateVocProjection1764100000000 } from './migrations/1764100000000-create-voc-projection';

/** The reporting store's migrations, in the order they run; a committed migration is never edited. */
export const REPORTING_MIGRATIONS = [CreateReportingStore1763794800000, CreateSurveyProjections1763812800000, CreateVocProjection1764100000000];

/**
 * Its own table, outside the reporting schema (a rebuild swaps that schema whole), so the two
 * streams can share one database without seeing each other's history.
 */
export const REPORTING_MIGRATIONS_TABLE = 'reporting_schema_migrations';

/** A connection to the reporting store: no entities (projections are written in SQL), its own migrations. */
export function reportingDataSourceOptions(databaseUrl: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [],
    migrations: REPORTING_MIGRATIONS,
    migrationsTableName: REPORTING_MIGRATIONS_TABLE,
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolSize, application_name: 'voc-reporting' },
  };
}
