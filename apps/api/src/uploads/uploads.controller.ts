import { Controller, Get, HttpStatus, Param, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { FIELD_ERRORS, type ListBody, type SuccessEnvelope, type UploadView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { findUploadForDownload, listUploads } from '@voc/ticketing';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { ApiError } from '../common/errors/api-error';
import { sendStoredFile } from '../common/http/stored-file-response';
import { UploadStorage } from './services/upload-storage.service';

/** Ticket attachments, only for users who may see their ticket (SPEC.md §7 GET /api/uploads). */
@Controller('uploads')
export class UploadsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: UploadStorage,
  ) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query('ticket_id') ticketId?: string): Promise<SuccessEnvelope<ListBody<UploadView>>> {
    if (!ticketId) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', 'errors.validation', [{ field: 'ticket_id', message: FIELD_ERRORS.required }]);
    const result = await listUploads(this.db, principal, ticketId);
    return { success: { result, total: result.length } };
  }

  @Get(':id/content')
  async content(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await findUploadForDownload(this.db, principal, id);
    await sendStoredFile(res, this.storage.pathOf(file.storedName), () => {
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalname)}`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      // A PDF or image opened in the browser runs nothing and is framed by nobody.
      res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    });
  }
}
