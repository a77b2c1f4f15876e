import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { InfrastructureConfig } from '../config/infrastructure-config';
import { reportingDataSourceOptions } from './reporting-data-source-options';

/** The connection to the reporting store: its own database, or the main DataSource itself. */
export const REPORTING_DATA_SOURCE = Symbol('REPORTING_DATA_SOURCE');

/** Injects the reporting store's DataSource (projections; never the write model). */
export const InjectReportingDataSource = (): ParameterDecorator => Inject(REPORTING_DATA_SOURCE);

/** Opens the reporting store's own pool when REPORTING_DATABASE_URL is set, else shares the main one. */
export async function openReportingDataSource(config: InfrastructureConfig, main: DataSource): Promise<DataSource> {
  if (!config.reportingDatabaseUrl) return main;
  return new DataSource(reportingDataSourceOptions(config.reportingDatabaseUrl, config.databasePoolSize)).initialize();
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

/** Provides REPORTING_DATA_SOURCE app-wide; `configToken` names the app's InfrastructureConfig provider. */
@Global()
@Module({})
export class ReportingDatabaseModule {
  static forRoot(configToken: symbol): DynamicModule {
    return {
      module: ReportingDatabaseModule,
      providers: [
        { provide: REPORTING_DATA_SOURCE, inject: [configToken, getDataSourceToken()], useFactory: openReportingDataSource },
        ReportingDataSourceCloser,
      ],
      exports: [REPORTING_DATA_SOURCE],
    };
  }
}
