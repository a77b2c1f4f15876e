import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResponseRateHandler } from './queries/response-rate.handler';
import { SurveyHeldItemsHandler } from './queries/survey-held-items.handler';
import { SurveyScoresHandler } from './queries/survey-scores.handler';
import { SurveyHeldItemsController } from './survey-held-items.controller';
import { SurveyReportsController } from './survey-reports.controller';

import { mainRepositories, reportingRepositories } from '../common/persistence/repository-providers';
import { ReportKernelModule } from '../reports/kernel/report-kernel.module';
import { SurveyRatesRepository } from './repositories/survey-rates.repository';
import { SurveyScoreMonthlyRepository } from './repositories/survey-score-monthly.repository';
import { SurveySyncRepository } from './repositories/survey-sync.repository';

/** Survey reports: response rates and scores from the survey projections; the items the survey sync holds. */
@Module({
  imports: [CqrsModule, ReportKernelModule],
  controllers: [SurveyReportsController, SurveyHeldItemsController],
  providers: [...reportingRepositories(SurveyRatesRepository, SurveyScoreMonthlyRepository), ...mainRepositories(SurveySyncRepository), ResponseRateHandler, SurveyScoresHandler, SurveyHeldItemsHandler],
})
export class SurveyReportsModule {}
