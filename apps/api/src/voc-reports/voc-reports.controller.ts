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

/** VOC reports (Quick VOC, sales and service VOC by outlet and entity, car model), read from the VOC projection. */
@Controller('tickets/report')
export class VocReportsController {
  constructor(private readonly queries: QueryBus) {}

  /** Quick VOC and the sales/service VOC reports: by region unless `by` says otherwise. */
  @Get('voc')
  async voc(@CurrentPrincipal() p: Principal, @Query() q: VocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new VocReportQuery(p, q, 'region')) };
  }

  /** The Quick VOC variant with the dealer required (SPEC.md §5): one dealer, month by month. */
  @Get('dealer/voc')
  async dealerVoc(@CurrentPrincipal() p: Principal, @Query() q: DealerVocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new VocReportQuery(p, q, 'month')) };
  }

  /** Complaint analysis by car model (SPEC.md §7). */
  @Get('car_model')
  async carModel(@CurrentPrincipal() p: Principal, @Query() q: VocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new VocReportQuery(p, q, 'car_model')) };
  }

  /** Call-centre tickets by dealer (or region, area, entity, month), category and outcome. */
  @Get('callcenter')
  async callcenter(@CurrentPrincipal() p: Principal, @Query() q: VocReportQueryDto): Promise<SuccessEnvelope<VocReportAnswer>> {
    return { success: await this.queries.execute(new CallcenterReportQuery(p, q)) };
  }

  /** A VOC report as xlsx (`report` names which, for its file name and default grouping). */
  @Get('excel/voc')
  async excel(@CurrentPrincipal() p: Principal, @Query() q: VocExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    await sendSpreadsheet(res, await this.queries.execute(new VocExportQuery(p, q, requestLocale(q.lang, acceptLanguage))));
  }
}
