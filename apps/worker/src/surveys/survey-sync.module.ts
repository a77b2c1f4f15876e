import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { SurveyServiceClient } from '@voc/survey-service-client';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { SURVEY_PAGE_SOURCE, SurveySyncProcessor, SurveySyncScheduler } from './survey-sync.processor';
import type { SurveyPageSource } from './sync/survey-page-source';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.surveySync })],
  providers: [
    {
      provide: SURVEY_PAGE_SOURCE,
      inject: [WORKER_CONFIG],
      useFactory: (config: WorkerConfig): SurveyPageSource | null => (config.surveyService ? new SurveyServiceClient(config.surveyService) : null),
    },
    SurveySyncProcessor,
    SurveySyncScheduler,
  ],
})
export class SurveySyncModule {}
