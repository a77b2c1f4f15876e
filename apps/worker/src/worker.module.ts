import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LoggerModule } from 'nestjs-pino';
import { bullConnection, DEFAULT_JOB_OPTIONS } from '@voc/queues';
import { dataSourceOptions } from '@voc/migrations';
import { logTransport, nestStartLinesAtDebug } from '@voc/config';
import { REPORTING_DATA_SOURCE, ReportingDatabaseModule } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { createFileStore, FILE_STORE } from '@voc/file-storage';
import { PROJECTION_STORES, projectionStores } from './projections/tickets/projection-stores';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker-config';
import { HeartbeatModule } from './heartbeat/heartbeat.module';
import { ProjectionsModule } from './projections/projections.module';
import { HotsheetImportModule } from './imports/hotsheet/hotsheet-import.module';
import { TicketExportModule } from './exports/ticket-export.module';
import { OwedWorkModule } from './owed-work/owed-work.module';
import { FileRetentionModule } from './retention/file-retention.module';
import { SurveySyncModule } from './surveys/survey-sync.module';
import { NotificationsModule } from './notifications/notifications.module';
import { VoiceModelModule } from './voice-model/voice-model.module';
import { AlertsModule } from './alerts/alerts.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { ProcessorRegistryCheck } from './queues/processor-registry.check';
import { FileStoreCheck } from './file-storage/file-store.check';
import { BULL_CONNECTION, BullConnectionCloser } from './queues/bull-connection-closer';

/** The worker: BullMQ processors over Redis and PostgreSQL, no HTTP. One module per queue. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    // One Redis: options (BullMQ opens its connections); REDIS_CLUSTER=1: one Cluster shared by every queue and worker.
    const connection = bullConnection(config);
    return {
      module: WorkerModule,
      global: true,
      imports: [
        DiscoveryModule,
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, transport: logTransport(config.logFormat), hooks: { logMethod: nestStartLinesAtDebug } } }),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, config.databasePoolSize)),
        // The projections are written here: REPORTING_DATABASE_URL's database, or the main one,
        // always through a pool of their own (the projection writers' identity, out of the horizon).
        ReportingDatabaseModule.forRoot(WORKER_CONFIG, { ownPool: true }),
        BullModule.forRoot({
          connection,
          prefix: config.redisPrefix,
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
        }),
        HeartbeatModule,
        ProjectionsModule,
        HotsheetImportModule,
        TicketExportModule,
        OwedWorkModule,
        FileRetentionModule,
        SurveySyncModule,
        NotificationsModule,
        VoiceModelModule,
        AlertsModule,
        SubscriptionsModule,
      ],
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        // Jobs open transactions through the unit of work and run SQL through repositories.
        { provide: UnitOfWork, inject: [getDataSourceToken()], useFactory: (db: DataSource) => new UnitOfWork(db) },
        // Projections hold both databases (checkpoint locks, the log read in the reporting transaction).
        {
          provide: PROJECTION_STORES,
          inject: [getDataSourceToken(), REPORTING_DATA_SOURCE],
          useFactory: (db: DataSource, reporting: DataSource) => projectionStores(db, reporting, config.projectionIdleTimeoutMs, config.reportingDatabaseUrl === null),
        },
        // Hotsheets are read from it and exports written to it: the shared folder or the bucket.
        { provide: FILE_STORE, useFactory: () => createFileStore(config.fileStorage) },
        FileStoreCheck,
        { provide: BULL_CONNECTION, useValue: connection },
        BullConnectionCloser,
        ProcessorRegistryCheck,
      ],
      exports: [WORKER_CONFIG, UnitOfWork, PROJECTION_STORES, FILE_STORE],
    };
  }
}
