import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { DealerVocReportQueryDto, VocExportQueryDto, VocReportQueryDto, type SuccessEnvelope, type VocReportAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { CallcenterReportQuery } from './queries/callcenter-report.query';
import { VocExportQuery } from './queries/voc-export.query';
import { VocReportQuery } from './queries/voc-report.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, spreadsheetFile } from '../common/openapi/success-answers';

/** VOC reports (Quick VOC, sales and service VOC by outlet and entity, car model), read from the VOC projection. */
@ApiTags('Reports')
@Controller('tickets/report')
export class VocReportsController {
  constructor(private readonly queries: QueryBus) {}

  /** Quick VOC and the sales/service VOC reports: by region unless `by` says otherwise. */
  @ApiDoc({ summary: 'Report the VOC (complaints by category) per region, or the grouping asked for', answer: answerOf('VocReportAnswer') })
  @Get('voc')
  async voc(@CurrentPrincipal() p: Principal, @Query() q: VocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new VocReportQuery(p, q, 'region')) };
  }

  /** The Quick VOC variant with the dealer required (SPEC.md §5): one dealer, month by month. */
  @ApiDoc({ summary: "Report one dealer branch's VOC month by month", answer: answerOf('VocReportAnswer') })
  @Get('dealer/voc')
  async dealerVoc(@CurrentPrincipal() p: Principal, @Query() q: DealerVocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new VocReportQuery(p, q, 'month')) };
  }

  /** Complaint analysis by car model (SPEC.md §7). */
  @ApiDoc({ summary: 'Report the complaints by car model', answer: answerOf('VocReportAnswer') })
  @Get('car_model')
  async carModel(@CurrentPrincipal() p: Principal, @Query() q: VocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new VocReportQuery(p, q, 'car_model')) };
  }

  /** Call-centre tickets by dealer (or region, area, entity, month), category and outcome. */
  @ApiDoc({ summary: 'Report the call-centre tickets by place, category and outcome', answer: answerOf('VocReportAnswer') })
  @Get('callcenter')
  async callcenter(@CurrentPrincipal() p: Principal, @Query() q: VocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new CallcenterReportQuery(p, q)) };
  }

  /** A VOC report as xlsx (`report` names which, for its file name and default grouping). */
  @ApiDoc({ summary: 'Download a VOC report as xlsx', answer: spreadsheetFile() })
  @Get('excel/voc')
  async excel(@CurrentPrincipal() p: Principal, @Query() q: VocExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    await sendSpreadsheet(res, await this.queries.execute(new VocExportQuery(p, q, requestLocale(q.lang, acceptLanguage))));
  }
}
