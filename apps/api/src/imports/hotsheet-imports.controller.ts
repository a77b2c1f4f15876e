import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  HotsheetTemplateQueryDto,
  IMPORT_MESSAGES,
  ImportProblemsQueryDto,
  ImportRowsQueryDto,
  ListHotsheetImportsQueryDto,
  StartHotsheetImportDto,
  type HotsheetImportRowView,
  type HotsheetImportView,
  type HotsheetLimitsView,
  type ListBody,
  type SuccessEnvelope,
} from '@voc/contracts';
import { HOTSHEET_IMPORT_ROLES, type Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { ConfirmHotsheetImportCommand } from './commands/confirm-hotsheet-import.command';
import { StartHotsheetImportCommand } from './commands/start-hotsheet-import.command';
import { HotsheetFileInterceptor } from './interceptors/hotsheet-file.interceptor';
import { GetHotsheetImportQuery } from './queries/get-hotsheet-import.query';
import { HotsheetLimitsQuery } from './queries/hotsheet-limits.query';
import { HotsheetTemplateQuery } from './queries/hotsheet-template.query';
import { ImportProblemsFileQuery } from './queries/import-problems-file.query';
import { ListHotsheetImportsQuery } from './queries/list-hotsheet-imports.query';
import { ListImportRowsQuery } from './queries/list-import-rows.query';
import type { ReceivedImportFile } from './services/import-files.service';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf, resultOf, spreadsheetFile } from '../common/openapi/success-answers';

/**
 * Hot-alert (hotsheet) import: upload, dry run, preview, confirm, problem file. Only the import
 * roles (HOTSHEET_IMPORT_ROLES) reach these routes; an import is seen by its uploader and csn.
 */
@ApiTags('Imports')
@Controller('imports/hotsheet')
@UseGuards(UserTypeGuard)
@AllowUserTypes(HOTSHEET_IMPORT_ROLES)
export class HotsheetImportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'Get the limits of a hotsheet file (size, rows, extensions)', answer: resultOf('HotsheetLimitsView') })
  @Get('limits')
  async limits(): Promise<SuccessEnvelope<{ result: HotsheetLimitsView }>> {
    return { success: { result: await this.queries.execute(new HotsheetLimitsQuery()) } };
  }

  @ApiDoc({ summary: 'Download the hotsheet template as xlsx', answer: spreadsheetFile() })
  @Get('template')
  async template(@CurrentPrincipal() principal: Principal, @Query() query: HotsheetTemplateQueryDto, @Res() res: Response): Promise<void> {
    await sendSpreadsheet(res, await this.queries.execute(new HotsheetTemplateQuery(principal, query.type)));
  }

  @ApiDoc({ summary: 'List your hotsheet imports, newest first', answer: pageOf('HotsheetImportView') })
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query() query: ListHotsheetImportsQueryDto): Promise<SuccessEnvelope<ListBody<HotsheetImportView>>> {
    return { success: await this.queries.execute(new ListHotsheetImportsQuery(principal, query.page ?? 1, query.limit ?? 20)) };
  }

  @ApiDoc({ summary: 'Upload a hotsheet file and start its dry run', answer: resultOf('HotsheetImportView', { message: true }), upload: 'hotsheetFile', errors: { 413: 'FileTooLarge: the file is over the size limit.', 503: 'ServiceUnavailable: the import queue or the file store does not answer.' } })
  @Post()
  @HttpCode(202)
  @UseInterceptors(HotsheetFileInterceptor)
  async start(@CurrentPrincipal() principal: Principal, @Body() body: StartHotsheetImportDto, @Req() req: Request) {
    const result = await this.commands.execute(new StartHotsheetImportCommand(principal, body.type, req.file as ReceivedImportFile | undefined));
    return { success: { result, message: IMPORT_MESSAGES.accepted } };
  }

  @ApiDoc({ summary: 'Follow a hotsheet import: status, progress and counts', answer: resultOf('HotsheetImportView'), params: { id: 'The import id.' } })
  @Get(':id')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<SuccessEnvelope<{ result: HotsheetImportView }>> {
    return { success: { result: await this.queries.execute(new GetHotsheetImportQuery(principal, id)) } };
  }

  @ApiDoc({ summary: 'List the rows of a hotsheet import with their problems', answer: pageOf('HotsheetImportRowView'), params: { id: 'The import id.' } })
  @Get(':id/rows')
  async rows(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Query() query: ImportRowsQueryDto): Promise<SuccessEnvelope<ListBody<HotsheetImportRowView>>> {
    return { success: await this.queries.execute(new ListImportRowsQuery(principal, id, query)) };
  }

  @ApiDoc({ summary: 'Create the valid rows of a previewed hotsheet import as tickets', answer: resultOf('HotsheetImportView', { message: true }), params: { id: 'The import id.' }, errors: { 409: 'Conflict: the import is not previewed (still validating, or already confirmed).', 503: 'ServiceUnavailable: the import queue does not answer.' } })
  @Post(':id/confirm')
  @HttpCode(202)
  async confirm(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    const result = await this.commands.execute(new ConfirmHotsheetImportCommand(principal, id));
    return { success: { result, message: IMPORT_MESSAGES.confirmed } };
  }

  @ApiDoc({ summary: 'Download the problem rows of a hotsheet import as xlsx', answer: spreadsheetFile(), params: { id: 'The import id.' }, errors: { 409: 'Conflict: the import is not previewed yet.' } })
  @Get(':id/problems.xlsx')
  async problems(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: ImportProblemsQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    await sendSpreadsheet(res, await this.queries.execute(new ImportProblemsFileQuery(principal, id, requestLocale(query.lang, acceptLanguage))));
  }
}
