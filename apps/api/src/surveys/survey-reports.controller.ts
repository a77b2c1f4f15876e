import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ResponseRateQueryDto, SurveyScoresQueryDto, type ResponseRateReport, type SuccessEnvelope, type SurveyScoresReport } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { ResponseRateQuery } from './queries/response-rate.query';
import { SurveyScoresQuery } from './queries/survey-scores.query';
import { responseRateSheet } from './response-rate-sheet';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, spreadsheetFile } from '../common/openapi/success-answers';

/** The survey reports (issue 12), read from the survey projections; the page and its download read the same query. */
@ApiTags('Surveys')
@Controller()
export class SurveyReportsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'Report the survey response rate per region, area or dealer', answer: answerOf('ResponseRateReport') })
  @Get('tickets/report/responserate')
  async responseRate(@CurrentPrincipal() p: Principal, @Query() q: ResponseRateQueryDto): Promise<SuccessEnvelope<ResponseRateReport>> {
    return { success: await this.queries.execute(new ResponseRateQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Download the survey response-rate report as xlsx', answer: spreadsheetFile() })
  @Get('tickets/report/excel/responserate')
  async responseRateExcel(@CurrentPrincipal() p: Principal, @Query() q: ResponseRateQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    const report: ResponseRateReport = await this.queries.execute(new ResponseRateQuery(p, q));
    await sendSpreadsheet(res, responseRateSheet(report, requestLocale(q.lang, acceptLanguage)));
  }

  @ApiDoc({ summary: 'Report the survey scores (NPS, satisfaction, return intent) per region, area or dealer', answer: answerOf('SurveyScoresReport') })
  @Get('reports/survey-scores')
  async scores(@CurrentPrincipal() p: Principal, @Query() q: SurveyScoresQueryDto): Promise<SuccessEnvelope<SurveyScoresReport>> {
    return { success: await this.queries.execute(new SurveyScoresQuery(p, q)) };
  }
}
