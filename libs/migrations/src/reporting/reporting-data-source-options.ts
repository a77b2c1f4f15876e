import type { DataSourceOptions } from 'typeorm';
import { CreateReportingStore1763794800000 } from './migrations/1763794800000-create-reporting-store';
import { CreateSurveyProjections1763812800000 } from './migrations/1763812800000-create-survey-projections';
import { SurveyScoresByMonth1764500000000 } from './migrations/1764500000000-survey-scores-by-month';
import { KpiCancelAndHeldTime1764000000000 } from './migrations/1764000000000-kpi-cancel-and-held-time';
import { CreatePdcaProjection1764300000000 } from './migrations/1764300000000-create-pdca-projection';
import { CreateNotificationStatus1764200000000 } from './migrations/1764200000000-create-notification-status';
import { AddTicketKpiSmsOutcome1764201000000 } from './migrations/1764201000000-add-ticket-kpi-sms-outcome';
import { CreateVocProjection1764100000000 } from './migrations/1764100000000-create-voc-projection';
import { TicketKpiBySourceMonth1764900000000 } from './migrations/1764900000000-ticket-kpi-by-source-month';
import { MonthEndFreezing1765000000000 } from './migrations/1765000000000-month-end-freezing';
import { SurveyCountsFillfactor1765200100000 } from './migrations/1765200100000-survey-counts-fillfactor';
import { VocCoarseRollups1765301300000 } from './migrations/1765301300000-voc-coarse-rollups';
import { TicketStatusMonthly1765301400000 } from './migrations/1765301400000-ticket-status-monthly';
import { TicketClosedMonthly1765301500000 } from './migrations/1765301500000-ticket-closed-monthly';
import { PartitionedCheckpoints1765400100000 } from './migrations/1765400100000-partitioned-checkpoints';
import { SurveyRatesByMonth1765400500000 } from './migrations/1765400500000-survey-rates-by-month';
import { VocAreaRollupsByPartition1765400600000 } from './migrations/1765400600000-voc-area-rollups-by-partition';
import { TicketKpiRollupKeyIndex1765400700000 } from './migrations/1765400700000-ticket-kpi-rollup-key-index';
import { TicketStatusMonthlyKeyIndex1765400800000 } from './migrations/1765400800000-ticket-status-monthly-key-index';
import { CreateVoiceProjection1766000000000 } from './migrations/1766000000000-create-voice-projection';
import { VoiceTextsLateIndex1766100000000 } from './migrations/1766100000000-voice-texts-late-index';
import { FrozenTicketFigures1766200000000 } from './migrations/1766200000000-frozen-ticket-figures';
import { KpiOneDefinition1766300000000 } from './migrations/1766300000000-kpi-one-definition';
import { ForgetRebuiltTicketFigures1766310000000 } from './migrations/1766310000000-forget-rebuilt-ticket-figures';
import { SurveyRecoveryBottom61766350000000 } from './migrations/1766350000000-survey-recovery-bottom6';

/** The reporting store's migrations, in the order they run; a committed migration is never edited. */
export const REPORTING_MIGRATIONS = [CreateReportingStore1763794800000, CreateSurveyProjections1763812800000, KpiCancelAndHeldTime1764000000000, CreateVocProjection1764100000000, CreateNotificationStatus1764200000000, AddTicketKpiSmsOutcome1764201000000, CreatePdcaProjection1764300000000, SurveyScoresByMonth1764500000000, TicketKpiBySourceMonth1764900000000, MonthEndFreezing1765000000000, SurveyCountsFillfactor1765200100000, VocCoarseRollups1765301300000, TicketStatusMonthly1765301400000, TicketClosedMonthly1765301500000, PartitionedCheckpoints1765400100000, SurveyRatesByMonth1765400500000, VocAreaRollupsByPartition1765400600000, TicketKpiRollupKeyIndex1765400700000, TicketStatusMonthlyKeyIndex1765400800000, CreateVoiceProjection1766000000000, VoiceTextsLateIndex1766100000000, FrozenTicketFigures1766200000000, KpiOneDefinition1766300000000, ForgetRebuiltTicketFigures1766310000000, SurveyRecoveryBottom61766350000000];

/**
 * Its own table, outside the reporting schema (a rebuild swaps that schema whole), so the two
 * streams can share one database without seeing each other's history.
 */
export const REPORTING_MIGRATIONS_TABLE = 'reporting_schema_migrations';

/**
 * The projection writers' identity: the application_name every connection of the reporting data
 * source gives at connect. event_log_horizon() leaves this identity's transactions out, and every
 * event log refuses an append from it (1765500000000-projection-writers-out-of-horizon.ts), so
 * nothing that appends events may ever run on this pool, and no code may change a session's
 * application_name after connect (projection-writer-identity.spec.ts).
 */
export const PROJECTION_WRITER_APPLICATION_NAME = 'voc-reporting';

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
    extra: { max: poolSize, application_name: PROJECTION_WRITER_APPLICATION_NAME },
  };
}
