import { Global, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { ReportingDatabaseModule } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => dataSourceOptions(config.databaseUrl, config.databasePoolSize),
    }),
    // Reports read the projections from here: REPORTING_DATABASE_URL's database, or the main one.
    ReportingDatabaseModule.forRoot(API_CONFIG),
  ],
  // Handlers open transactions through the unit of work and run SQL through repositories.
  providers: [{ provide: UnitOfWork, inject: [getDataSourceToken()], useFactory: (db: DataSource) => new UnitOfWork(db) }],
  exports: [UnitOfWork],
})
export class DatabaseModule {}
