import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { InfrastructureConfig } from '@voc/config';
import { reportingDataSourceOptions } from '@voc/migrations';
import { ReportingStore } from './reporting-store';

/** The connection to the reporting store: its own database, or the main DataSource itself. */
export const REPORTING_DATA_SOURCE = Symbol('REPORTING_DATA_SOURCE');

/** Injects the reporting store's DataSource (projections; never the write model). */
export const InjectReportingDataSource = (): ParameterDecorator => Inject(REPORTING_DATA_SOURCE);

/** Opens the reporting store's own pool when it has a database of its own (a URL), else shares the main one. */
export async function openReportingDataSource(reportingDatabaseUrl: string | null, poolSize: number, main: DataSource): Promise<DataSource> {
  if (!reportingDatabaseUrl) return main;
  return new DataSource(reportingDataSourceOptions(reportingDatabaseUrl, poolSize)).initialize();
}

@Injectable()
class ReportingDataSourceCloser implements OnApplicationShutdown {
  constructor(
    @Inject(REPORTING_DATA_SOURCE) private readonly reporting: DataSource,
    @Inject(getDataSourceToken()) private readonly main: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.reporting !== this.main && this.reporting.isInitialized) await this.reporting.destroy();
  }
}

/**
 * Provides REPORTING_DATA_SOURCE app-wide; `configToken` names the app's InfrastructureConfig
 * provider. `ownPool` (the worker, whose projections write here): a pool of its own also when the
 * reporting store is the main database, so the projection transactions run with the projection
 * writers' identity (PROJECTION_WRITER_APPLICATION_NAME), which event_log_horizon() leaves out.
 */
@Global()
@Module({})
export class ReportingDatabaseModule {
  static forRoot(configToken: symbol, { ownPool = false }: { ownPool?: boolean } = {}): DynamicModule {
    return {
      module: ReportingDatabaseModule,
      providers: [
        {
          provide: REPORTING_DATA_SOURCE,
          inject: [configToken, getDataSourceToken()],
          useFactory: (config: InfrastructureConfig, main: DataSource) =>
            openReportingDataSource(config.reportingDatabaseUrl ?? (ownPool ? config.databaseUrl : null), config.databasePoolSize, main),
        },
        { provide: ReportingStore, inject: [REPORTING_DATA_SOURCE], useFactory: (reporting: DataSource) => new ReportingStore(reporting) },
        ReportingDataSourceCloser,
      ],
      exports: [REPORTING_DATA_SOURCE, ReportingStore],
    };
  }
}
