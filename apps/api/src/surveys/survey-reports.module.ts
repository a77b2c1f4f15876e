import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResponseRateHandler } from './queries/response-rate.handler';
import { SurveyHeldItemsHandler } from './queries/survey-held-items.handler';
import { SurveyScoresHandler } from './queries/survey-scores.handler';
import { SurveyHeldItemsController } from './survey-held-items.controller';
import { SurveyReportsController } from './survey-reports.controller';

/** Survey reports: response rates and scores from the survey projections; the items the survey sync holds. */
@Module({
  imports: [CqrsModule],
  controllers: [SurveyReportsController, SurveyHeldItemsController],
  providers: [ResponseRateHandler, SurveyScoresHandler, SurveyHeldItemsHandler],
})
export class SurveyReportsModule {}
