import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VoiceDriversQueryDto, VoiceExportQueryDto, VoiceTopicsQueryDto, VoiceTrendingQueryDto, type SuccessEnvelope, type VoiceDriversAnswer, type VoiceTopicsAnswer, type VoiceTrendingAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, spreadsheetFile } from '../common/openapi/success-answers';
import { VoiceDriversQuery } from './queries/voice-drivers.query';
import { VoiceExportQuery } from './queries/voice-export.query';
import { VoiceTopicsQuery } from './queries/voice-topics.query';
import { VoiceTrendingQuery } from './queries/voice-trending.query';

/** What customers say (issue 30): topics, trends and NPS drivers of survey comments and ticket descriptions, read from the voice projection. */
@ApiTags('Voice')
@Controller('voice')
export class VoiceController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'Count the topics of survey comments and ticket descriptions over a period, against the previous period', answer: answerOf('VoiceTopicsAnswer') })
  @Get('topics')
  async topics(@CurrentPrincipal() p: Principal, @Query() q: VoiceTopicsQueryDto): Promise<SuccessEnvelope<VoiceTopicsAnswer>> {
    return { success: await this.queries.execute(new VoiceTopicsQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Find the terms and topics whose share rose against the baseline (log-likelihood G²), and topics emerging in one place only', answer: answerOf('VoiceTrendingAnswer') })
  @Get('trending')
  async trending(@CurrentPrincipal() p: Principal, @Query() q: VoiceTrendingQueryDto): Promise<SuccessEnvelope<VoiceTrendingAnswer>> {
    return { success: await this.queries.execute(new VoiceTrendingQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Rank the NPS drivers: per topic, how much NPS the survey comments in scope would gain without it', answer: answerOf('VoiceDriversAnswer') })
  @Get('drivers')
  async drivers(@CurrentPrincipal() p: Principal, @Query() q: VoiceDriversQueryDto): Promise<SuccessEnvelope<VoiceDriversAnswer>> {
    return { success: await this.queries.execute(new VoiceDriversQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Download the topics, trends and NPS drivers of one query as xlsx (VOICE_{period}_{YYYYMM}_{DDMMYY}.xlsx, headers in `lang`)', answer: spreadsheetFile() })
  @Get('excel')
  async excel(@CurrentPrincipal() p: Principal, @Query() q: VoiceExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    await sendSpreadsheet(res, await this.queries.execute(new VoiceExportQuery(p, q, requestLocale(q.lang, acceptLanguage))));
  }
}
