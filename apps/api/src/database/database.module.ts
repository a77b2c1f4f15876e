import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions, ReportingDatabaseModule } from '@voc/persistence';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => dataSourceOptions(config.databaseUrl, config.databasePoolSize),
    }),
    // Reports read the projections from here: REPORTING_DATABASE_URL's database, or the main one.
    ReportingDatabaseModule.forRoot(API_CONFIG),
  ],
})
export class DatabaseModule {}
