import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccountCacheModule } from './auth/account-cache.module';
import { AuthModule } from './auth/auth.module';
import type { ApiConfig } from './config/api-config';
import { ApiConfigModule } from './config/api-config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { httpLogOptions } from './logging/http-log-options';
import { RedisModule } from './redis/redis.module';
import { FileStorageModule } from './file-storage/file-storage.module';
import { ReportsModule } from './reports/reports.module';
import { SurveyReportsModule } from './surveys/survey-reports.module';
import { NotificationsModule } from './notifications/notifications.module';
import { VocReportsModule } from './voc-reports/voc-reports.module';
import { VoiceModule } from './voice/voice.module';
import { CarModelsModule } from './car-models/car-models.module';
import { TicketsModule } from './tickets/tickets.module';
import { UploadsModule } from './uploads/uploads.module';
import { DealersModule } from './dealers/dealers.module';
import { UsersModule } from './users/users.module';
import { ImportsModule } from './imports/imports.module';
import { ExportsModule } from './exports/exports.module';
import { PdcaModule } from './pdca/pdca.module';
import { AlertsModule } from './alerts/alerts.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { SavedViewsModule } from './saved-views/saved-views.module';
import { BriefsModule } from './briefs/briefs.module';
import { QueueBoardModule } from './operators/queue-board.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ApiConfigModule.forRoot(config),
        // Every route in Express 5's path syntax (nestjs-pino's default '*' is converted with a warning at every start).
        LoggerModule.forRoot({ pinoHttp: httpLogOptions(config), forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }] }),
        DatabaseModule,
        RedisModule,
        FileStorageModule,
        AccountCacheModule,
        AuthModule,
        HealthModule,
        UploadsModule,
        TicketsModule,
        ReportsModule,
        SurveyReportsModule,
        NotificationsModule,
        VocReportsModule,
        VoiceModule,
        CarModelsModule,
        DealersModule,
        UsersModule,
        ImportsModule,
        ExportsModule,
        PdcaModule,
        AlertsModule,
        SubscriptionsModule,
        SavedViewsModule,
        BriefsModule,
        QueueBoardModule,
      ],
    };
  }
}
