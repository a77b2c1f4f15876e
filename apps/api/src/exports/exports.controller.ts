import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { ExportJobView, SuccessEnvelope } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { FILE_STORE, type FileStore } from '@voc/file-storage';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { setSpreadsheetHeaders } from '../common/http/spreadsheet-response';
import { sendStoredFile } from '../common/http/stored-file-response';
import { ExportFileQuery } from './queries/export-file.query';
import { GetExportQuery } from './queries/get-export.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { resultOf, spreadsheetFile } from '../common/openapi/success-answers';

/** Background exports: status and progress, then the file (for the user who asked for it). */
@ApiTags('Exports')
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  @ApiDoc({ summary: 'Follow a background export: status, progress and download address', answer: resultOf('ExportJobView'), params: { id: 'The export id (from the 202 answer).' } })
  @Get(':id')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<SuccessEnvelope<{ result: ExportJobView }>> {
    return { success: { result: await this.queries.execute(new GetExportQuery(principal, id)) } };
  }

  @ApiDoc({ summary: 'Download the file of a finished background export', answer: spreadsheetFile(), params: { id: 'The export id.' }, errors: { 409: 'Conflict: the export is not ready yet, or failed.', 503: 'ServiceUnavailable: the file store does not answer.' } })
  @Get(':id/file')
  async file(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new ExportFileQuery(principal, id));
    await sendStoredFile(res, this.store, file.key, () => setSpreadsheetHeaders(res, file.fileName));
  }
}
