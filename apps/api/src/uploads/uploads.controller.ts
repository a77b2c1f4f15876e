import { Controller, Get, HttpStatus, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { FIELD_ERRORS, type ListBody, type SuccessEnvelope, type UploadView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { FILE_STORE, type FileStore } from '@voc/file-storage';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { ApiError } from '../common/errors/api-error';
import { sendStoredFile } from '../common/http/stored-file-response';
import { GetUploadFileQuery } from './queries/get-upload-file.query';
import { ListUploadsQuery } from './queries/list-uploads.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf, storedFile } from '../common/openapi/success-answers';

/** Ticket attachments, only for users who may see their ticket (SPEC.md §7 GET /api/uploads). */
@ApiTags('Uploads')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  @ApiDoc({ summary: 'List the files of a ticket', answer: pageOf('UploadView'), query: { ticket_id: { description: 'The ticket whose files to list.', required: true } } })
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query('ticket_id') ticketId?: string): Promise<SuccessEnvelope<ListBody<UploadView>>> {
    if (!ticketId) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', 'errors.validation', [{ field: 'ticket_id', message: FIELD_ERRORS.required }]);
    const result = await this.queries.execute(new ListUploadsQuery(principal, ticketId));
    return { success: { result, total: result.length } };
  }

  @ApiDoc({ summary: 'Download a ticket file', answer: storedFile(), params: { id: 'The upload id (UploadView._id).' }, errors: { 503: 'ServiceUnavailable: the file store does not answer.' } })
  @Get(':id/content')
  async content(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new GetUploadFileQuery(principal, id));
    await sendStoredFile(res, this.store, file.key, () => {
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalname)}`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      // A PDF or image opened in the browser runs nothing and is framed by nobody.
      res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    });
  }
}
