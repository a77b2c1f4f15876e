import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { KpiSpreadsheetQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { KpiSpreadsheetQuery } from './queries/kpi-spreadsheet.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { spreadsheetFile } from '../common/openapi/success-answers';

/**
 * The KPI spreadsheets (SPEC.md §7, names of §9): the JSON KPI report's figures from the KPI
 * projection, per dealer (and per entity for Q-VOC). A few rows per dealer: always streamed now.
 */
@ApiTags('Reports')
@Controller('tickets/report/excel')
export class KpiSpreadsheetsController {
  constructor(private readonly queries: QueryBus) {}

  /** TICKET_KPI_{DDMMYY}.xlsx: per dealer branch, the filters of GET /api/tickets/report/kpi. */
  @ApiDoc({ summary: 'Download the ticket KPIs per dealer branch as xlsx (TICKET_KPI_{DDMMYY}.xlsx)', answer: spreadsheetFile() })
  @Get('dealer/kpi')
  async ticketKpi(@CurrentPrincipal() principal: Principal, @Query() query: KpiSpreadsheetQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response) {
    await sendSpreadsheet(res, await this.queries.execute(new KpiSpreadsheetQuery(principal, query, requestLocale(query.lang, acceptLanguage), 'ticket')));
  }

  /** QVOC_KPI_{DDMMYY}.xlsx: survey (qvoc) tickets, per dealer branch and per entity. */
  @ApiDoc({ summary: 'Download the Q-VOC KPIs per dealer branch and entity as xlsx (QVOC_KPI_{DDMMYY}.xlsx)', answer: spreadsheetFile() })
  @Get('qvoc/kpi')
  async qvocKpi(@CurrentPrincipal() principal: Principal, @Query() query: KpiSpreadsheetQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response) {
    await sendSpreadsheet(res, await this.queries.execute(new KpiSpreadsheetQuery(principal, query, requestLocale(query.lang, acceptLanguage), 'qvoc')));
  }
}
