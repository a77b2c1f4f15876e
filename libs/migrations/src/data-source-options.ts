import type { DataSourceOptions } from 'typeorm';
import { CreateDealersAndUsers1763776800000 } from './migrations/1763776800000-create-dealers-and-users';
import { CreateTicketsAndEvents1763780400000 } from './migrations/1763780400000-create-tickets-and-events';
import { CreateReportingSchema1763791200000 } from './migrations/1763791200000-create-reporting-schema';
import { CreateAuditLog1763784000000 } from './migrations/1763784000000-create-audit-log';
import { CreateImports1763787600000 } from './migrations/1763787600000-create-imports';
import { MoveReportingSchemaToReportingStore1763794800000 } from './migrations/1763794800000-move-reporting-schema-to-reporting-store';
import { NotifyTicketEventAppends1763798400000 } from './migrations/1763798400000-notify-ticket-event-appends';
import { AddMustChangePassword1763802000000 } from './migrations/1763802000000-add-must-change-password';
import { EventLogHorizon1763805600000 } from './migrations/1763805600000-event-log-horizon';
import { StoredFileRetention1763809200000 } from './migrations/1763809200000-stored-file-retention';
import { CreateSurveyLog1763812800000 } from './migrations/1763812800000-create-survey-log';
import { CreateCarModels1764100000000 } from './migrations/1764100000000-create-car-models';
import { CreateNotificationOutbox1764200000000 } from './migrations/1764200000000-create-notification-outbox';
import { CreatePdcaPlans1764300000000 } from './migrations/1764300000000-create-pdca-plans';
import { LeanSurveyWriteIndexes1765200000000 } from './migrations/1765200000000-lean-survey-write-indexes';
import { TicketEventsDealerShard1765400000000 } from './migrations/1765400000000-ticket-events-dealer-shard';
import { ProjectionWritersOutOfHorizon1765500000000 } from './migrations/1765500000000-projection-writers-out-of-horizon';
import { SurveyHeldItemDetail1765600000000 } from './migrations/1765600000000-survey-held-item-detail';
import { CreateVoiceCategoryModels1766000100000 } from './migrations/1766000100000-create-voice-category-models';
import { MasterDataVersions1766150000000 } from './migrations/1766150000000-master-data-versions';
import { TicketDeletionAudit1766250000000 } from './migrations/1766250000000-ticket-deletion-audit';
import { TicketOwner1766400000000 } from './migrations/1766400000000-ticket-owner';
import { DealerLookupIndex1766450000000 } from './migrations/1766450000000-dealer-lookup-index';
import { CreateAlerts1766500000000 } from './migrations/1766500000000-create-alerts';
import { CreateMonthBriefs1766600000000 } from './migrations/1766600000000-create-month-briefs';
import { CreateUserSubscriptions1766610000000 } from './migrations/1766610000000-create-user-subscriptions';
import { CreateSavedViews1766620000000 } from './migrations/1766620000000-create-saved-views';
import { CreateSavedViewSchedules1766700000000 } from './migrations/1766700000000-create-saved-view-schedules';
import { NotifySurveyEventAppends1766720000000 } from './migrations/1766720000000-notify-survey-event-appends';

/** Migrations in the order they run; a committed migration is never edited. */
export const MIGRATIONS = [
  CreateDealersAndUsers1763776800000,
  CreateTicketsAndEvents1763780400000,
  CreateAuditLog1763784000000,
  CreateImports1763787600000,
  CreateReportingSchema1763791200000,
  MoveReportingSchemaToReportingStore1763794800000,
  NotifyTicketEventAppends1763798400000,
  AddMustChangePassword1763802000000,
  EventLogHorizon1763805600000,
  StoredFileRetention1763809200000,
  CreateSurveyLog1763812800000,
  CreateCarModels1764100000000,
  CreateNotificationOutbox1764200000000,
  CreatePdcaPlans1764300000000,
  LeanSurveyWriteIndexes1765200000000,
  TicketEventsDealerShard1765400000000,
  ProjectionWritersOutOfHorizon1765500000000,
  SurveyHeldItemDetail1765600000000,
  CreateVoiceCategoryModels1766000100000,
  MasterDataVersions1766150000000,
  TicketDeletionAudit1766250000000,
  TicketOwner1766400000000,
  DealerLookupIndex1766450000000,
  CreateAlerts1766500000000,
  CreateMonthBriefs1766600000000,
  CreateUserSubscriptions1766610000000,
  CreateSavedViews1766620000000,
  CreateSavedViewSchedules1766700000000,
  NotifySurveyEventAppends1766720000000,
];

/**
 * The one place TypeORM is configured: schema only through migrations, never synchronize.
 * `sessionOptions` are PostgreSQL settings for every connection (e.g. '-c synchronous_commit=off'
 * for bulk demo data).
 */
export function dataSourceOptions(databaseUrl: string, poolSize = 10, sessionOptions?: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    // No entities: every context reads and writes through its SQL repositories (docs/PERSISTENCE.md).
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolSize, application_name: 'voc', ...(sessionOptions ? { options: sessionOptions } : {}) },
  };
}
