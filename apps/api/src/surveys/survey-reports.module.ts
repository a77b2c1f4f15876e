import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResponseRateHandler } from './queries/response-rate.handler';
import { SurveyScoresHandler } from './queries/survey-scores.handler';
import { SurveyReportsController } from './survey-reports.controller';

/** Survey reports: response rates and scores from the survey projections. */
@Module({
  imports: [CqrsModule],
  controllers: [SurveyReportsController],
  providers: [ResponseRateHandler, SurveyScoresHandler],
})
export class SurveyReportsModule {}
