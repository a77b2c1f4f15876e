import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  AcceptPdcaPlanDto,
  FIELD_ERRORS,
  GENERIC_ERRORS,
  PDCA_MESSAGES,
  PdcaPlanKeyDto,
  PdcaReportQueryDto,
  PdcaWorkQueryDto,
  ReturnPdcaPlanDto,
  SavePdcaPlanDto,
  SubmitPdcaPlanDto,
  type ListBody,
  type PdcaPlanView,
  type PdcaReportAnswer,
  type PdcaWorkRow,
  type SuccessEnvelope,
} from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { FILE_STORE, type FileStore } from '@voc/file-storage';
import { HttpStatus } from '@nestjs/common';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { ApiError } from '../common/errors/api-error';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { sendStoredFile } from '../common/http/stored-file-response';
import { TicketFilesInterceptor } from '../uploads/interceptors/ticket-files.interceptor';
import type { ReceivedFile } from '../uploads/services/upload-storage.service';
import { AcceptPdcaPlanCommand } from './commands/accept-pdca-plan.command';
import { AttachPdcaFilesCommand } from './commands/attach-pdca-files.command';
import { ReturnPdcaPlanCommand } from './commands/return-pdca-plan.command';
import { SavePdcaPlanCommand } from './commands/save-pdca-plan.command';
import { SubmitPdcaPlanCommand } from './commands/submit-pdca-plan.command';
import { GetPdcaFileQuery } from './queries/get-pdca-file.query';
import { GetPdcaPlanByIdQuery } from './queries/get-pdca-plan-by-id.query';
import { GetPdcaPlanQuery } from './queries/get-pdca-plan.query';
import { ListPdcaWorkQuery } from './queries/list-pdca-work.query';
import { PdcaReportQuery } from './queries/pdca-report.query';
import { pdcaReportSheet } from './services/pdca-report-sheet';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, pageOf, resultOf, spreadsheetFile, storedFile } from '../common/openapi/success-answers';

/** PDCA development plans (issue 14): the work page, the plan form, the review, the report. */
@ApiTags('PDCA')
@Controller()
export class PdcaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  @ApiDoc({ summary: 'List the PDCA plans you owe or may review', answer: pageOf('PdcaWorkRow') })
  @Get('pdca/work')
  async work(@CurrentPrincipal() p: Principal, @Query() q: PdcaWorkQueryDto): Promise<SuccessEnvelope<ListBody<PdcaWorkRow>>> {
    const result = await this.queries.execute(new ListPdcaWorkQuery(p, q));
    return { success: { result, total: result.length } };
  }

  /** The plan of a branch, type and month (?dealer=&type=&month=YYYY-MM), written or owed. */
  @ApiDoc({ summary: 'Get the plan of a branch, type and month, written or owed', answer: resultOf('PdcaPlanView'), errors: { 422: 'PdcaNotOwed: no plan is owed for this branch, type and month.' } })
  @Get('pdca/plan')
  async planByKey(@CurrentPrincipal() p: Principal, @Query() q: PdcaPlanKeyDto): Promise<SuccessEnvelope<{ result: PdcaPlanView }>> {
    return { success: { result: await this.queries.execute(new GetPdcaPlanQuery(p, q)) } };
  }

  @ApiDoc({ summary: 'Get a PDCA plan', answer: resultOf('PdcaPlanView'), params: { id: 'The plan id.' } })
  @Get('pdca/plans/:id')
  async plan(@CurrentPrincipal() p: Principal, @Param('id') id: string): Promise<SuccessEnvelope<{ result: PdcaPlanView }>> {
    return { success: { result: await this.queries.execute(new GetPdcaPlanByIdQuery(p, id)) } };
  }

  @ApiDoc({ summary: 'Save a PDCA plan as a draft', answer: resultOf('PdcaPlanView', { message: true }), errors: { 422: 'PdcaNotOwed or PdcaTransitionRefused: no plan is owed, or the plan may not be saved in its state.' } })
  @Put('pdca/plans')
  async save(@CurrentPrincipal() p: Principal, @Body() body: SavePdcaPlanDto) {
    return { success: { result: await this.commands.execute(new SavePdcaPlanCommand(p, body)), message: PDCA_MESSAGES.saved } };
  }

  @ApiDoc({ summary: 'Submit a PDCA plan for review', answer: resultOf('PdcaPlanView', { message: true }), errors: { 422: 'PdcaTransitionRefused: the plan may not be submitted in its state.' } })
  @Post('pdca/plans/submit')
  @HttpCode(200)
  async submit(@CurrentPrincipal() p: Principal, @Body() body: SubmitPdcaPlanDto) {
    return { success: { result: await this.commands.execute(new SubmitPdcaPlanCommand(p, body)), message: PDCA_MESSAGES.submitted } };
  }

  @ApiDoc({ summary: 'Return a PDCA plan to the branch with a comment', answer: resultOf('PdcaPlanView', { message: true }), params: { id: 'The plan id.' }, errors: { 422: 'PdcaTransitionRefused: the plan may not be returned in its state.' } })
  @Post('pdca/plans/:id/return')
  @HttpCode(200)
  async returnPlan(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Body() body: ReturnPdcaPlanDto) {
    return { success: { result: await this.commands.execute(new ReturnPdcaPlanCommand(p, id, body.comment)), message: PDCA_MESSAGES.returned } };
  }

  @ApiDoc({ summary: 'Accept a PDCA plan', answer: resultOf('PdcaPlanView', { message: true }), params: { id: 'The plan id.' }, errors: { 422: 'PdcaTransitionRefused: the plan may not be accepted in its state.' } })
  @Post('pdca/plans/:id/accept')
  @HttpCode(200)
  async accept(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Body() body: AcceptPdcaPlanDto) {
    return { success: { result: await this.commands.execute(new AcceptPdcaPlanCommand(p, id, body.comment ?? null)), message: PDCA_MESSAGES.accepted } };
  }

  /** Files for the Do part: imageFiles[] and pdfFiles[], checked as ticket files are. */
  @ApiDoc({ summary: "Attach image and PDF files to a plan's Do part", answer: resultOf('PdcaPlanView', { message: true }), params: { id: 'The plan id.' }, upload: 'ticketFiles', errors: { 413: "FileTooLarge: a file over its kind's size limit.", 422: 'PdcaTransitionRefused: the plan may not be changed in its state.' } })
  @Post('pdca/plans/:id/files')
  @HttpCode(200)
  @UseInterceptors(TicketFilesInterceptor)
  async attach(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Req() req: Request) {
    const files = (req.files as ReceivedFile[] | undefined) ?? [];
    if (files.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'files', message: FIELD_ERRORS.required }]);
    return { success: { result: await this.commands.execute(new AttachPdcaFilesCommand(p, id, files)), message: PDCA_MESSAGES.saved } };
  }

  @ApiDoc({ summary: "Download a file of a plan", answer: storedFile(), params: { id: 'The plan id.', fileId: 'The file id (PdcaFileView._id).' }, errors: { 503: 'ServiceUnavailable: the file store does not answer.' } })
  @Get('pdca/plans/:id/files/:fileId/content')
  async file(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Param('fileId') fileId: string, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new GetPdcaFileQuery(p, id, fileId));
    await sendStoredFile(res, this.store, file.key, () => {
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalname)}`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    });
  }

  @ApiDoc({ summary: 'Report the PDCA plans per dealer branch and month', answer: answerOf('PdcaReportAnswer') })
  @Get('tickets/report/pdca')
  async report(@CurrentPrincipal() p: Principal, @Query() q: PdcaReportQueryDto): Promise<SuccessEnvelope<PdcaReportAnswer>> {
    return { success: await this.queries.execute(new PdcaReportQuery(p, q)) };
  }

  /** PDCA_{Service|Sales}_{DDMMYY}.xlsx: the report's rows. */
  @ApiDoc({ summary: 'Download the PDCA report as xlsx (PDCA_{Service|Sales}_{DDMMYY}.xlsx)', answer: spreadsheetFile() })
  @Get('tickets/report/excel/pdca')
  async reportExcel(@CurrentPrincipal() p: Principal, @Query() q: PdcaReportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    const report: PdcaReportAnswer = await this.queries.execute(new PdcaReportQuery(p, q));
    await sendSpreadsheet(res, pdcaReportSheet(report, q.type, requestLocale(q.lang, acceptLanguage), new Date()));
  }
}
