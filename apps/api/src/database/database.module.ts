import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@voc/persistence';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => dataSourceOptions(config.databaseUrl, config.databasePoolSize),
    }),
  ],
})
export class DatabaseModule {}
