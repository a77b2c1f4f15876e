import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VoiceDriversQueryDto, VoiceExportQueryDto, VoiceTopicsQueryDto, VoiceTrendingQueryDto, type SuccessEnvelope, type VoiceDriversAnswer, type VoiceTopicsAnswer, type VoiceTrendingAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet, XLSX_CONTENT_TYPE } from '../common/http/spreadsheet-response';
import { VoiceDriversQuery } from './queries/voice-drivers.query';
import { VoiceExportQuery } from './queries/voice-export.query';
import { VoiceTopicsQuery } from './queries/voice-topics.query';
import { VoiceTrendingQuery } from './queries/voice-trending.query';

/** What customers say (issue 30): topics, trends and NPS drivers of survey comments and ticket descriptions, read from the voice projection. */
@ApiTags('voice')
@ApiBearerAuth()
@Controller('voice')
export class VoiceController {
  constructor(private readonly queries: QueryBus) {}

  @Get('topics')
  @ApiOperation({ summary: 'Topic counts of survey comments and ticket descriptions over a period, against the previous period' })
  @ApiOkResponse({ description: '`{ success: VoiceTopicsAnswer }`: topics with shares, NPS bands, polarity and decisive words; the most frequent terms; rows when grouped' })
  async topics(@CurrentPrincipal() p: Principal, @Query() q: VoiceTopicsQueryDto): Promise<SuccessEnvelope<VoiceTopicsAnswer>> {
    return { success: await this.queries.execute(new VoiceTopicsQuery(p, q)) };
  }

  @Get('trending')
  @ApiOperation({ summary: 'Terms and topics whose share rose against the baseline periods (log-likelihood G²), and topics emerging in one place only' })
  @ApiOkResponse({ description: '`{ success: VoiceTrendingAnswer }`: rising topics and terms, most significant first; emerging topics per place' })
  async trending(@CurrentPrincipal() p: Principal, @Query() q: VoiceTrendingQueryDto): Promise<SuccessEnvelope<VoiceTrendingAnswer>> {
    return { success: await this.queries.execute(new VoiceTrendingQuery(p, q)) };
  }

  @Get('drivers')
  @ApiOperation({ summary: 'NPS drivers: per topic, how much NPS the survey comments in scope would gain without it' })
  @ApiOkResponse({ description: '`{ success: VoiceDriversAnswer }`: topics by impact = share × (NPS without − NPS with)' })
  async drivers(@CurrentPrincipal() p: Principal, @Query() q: VoiceDriversQueryDto): Promise<SuccessEnvelope<VoiceDriversAnswer>> {
    return { success: await this.queries.execute(new VoiceDriversQuery(p, q)) };
  }

  @Get('excel')
  @ApiOperation({ summary: 'The topics, trends and NPS drivers of one query as an xlsx download (headers in `lang`)' })
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({ description: 'VOICE_{period}_{YYYYMM}_{DDMMYY}.xlsx' })
  async excel(@CurrentPrincipal() p: Principal, @Query() q: VoiceExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    await sendSpreadsheet(res, await this.queries.execute(new VoiceExportQuery(p, q, requestLocale(q.lang, acceptLanguage))));
  }
}
