import { Controller, Get, Headers, HttpStatus, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { CaseClosedExportQueryDto, EXPORT_MESSAGES, TicketExportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { TicketExportQuery } from './queries/ticket-export.query';
import type { ExportRequest } from '@voc/ticket-exports';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { resultOf, spreadsheetFile } from '../common/openapi/success-answers';

/**
 * Spreadsheet downloads of SPEC.md §7 (file names of §9); the KPI sheets are the reports' (KpiSpreadsheetsController). Each obeys the ticket list's scope and
 * filters. Up to EXPORT_STREAM_MAX_ROWS tickets the file is the answer; above, the answer is 202
 * with a background export to poll at /api/exports/{id}.
 */
@ApiTags('Exports')
@Controller('tickets/report/excel')
export class TicketExportsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'Download the tickets of the list filters as xlsx, or start a background export when there are many', answer: spreadsheetFile(), alsoAnswers: { status: 202, answer: resultOf('ExportJobView', { message: true }) }, errors: { 503: 'ServiceUnavailable: the export queue does not answer (large exports only).' } })
  @Get()
  async tickets(@CurrentPrincipal() principal: Principal, @Query() query: TicketExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response) {
    await this.answer(res, principal, { kind: 'tickets', filters: query }, requestLocale(query.lang, acceptLanguage));
  }

  @ApiDoc({ summary: 'Download the closed cases as xlsx, or start a background export when there are many', answer: spreadsheetFile(), alsoAnswers: { status: 202, answer: resultOf('ExportJobView', { message: true }) }, errors: { 503: 'ServiceUnavailable: the export queue does not answer (large exports only).' } })
  @Get('caseclosed')
  async caseClosed(@CurrentPrincipal() principal: Principal, @Query() query: CaseClosedExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response) {
    await this.answer(res, principal, { kind: 'caseclosed', filters: query }, requestLocale(query.lang, acceptLanguage));
  }

  @ApiDoc({ summary: 'Download the closed cases in the first layout as xlsx, or start a background export', answer: spreadsheetFile(), alsoAnswers: { status: 202, answer: resultOf('ExportJobView', { message: true }) }, errors: { 503: 'ServiceUnavailable: the export queue does not answer (large exports only).' } })
  @Get('caseclosed/v1')
  async caseClosedV1(@CurrentPrincipal() principal: Principal, @Query() query: CaseClosedExportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response) {
    await this.answer(res, principal, { kind: 'caseclosed_v1', filters: query }, requestLocale(query.lang, acceptLanguage));
  }

  private async answer(res: Response, principal: Principal, request: ExportRequest, locale: ReturnType<typeof requestLocale>): Promise<void> {
    const { lang: _lang, ...filters } = request.filters;
    const answer = await this.queries.execute(new TicketExportQuery(principal, { ...request, filters } as ExportRequest, locale));
    if (answer.kind === 'stream') await sendSpreadsheet(res, answer.download);
    else res.status(HttpStatus.ACCEPTED).json({ success: { result: answer.job, message: EXPORT_MESSAGES.queued } });
  }
}
