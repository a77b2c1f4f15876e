import { HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomBytes } from 'node:crypto';
import { from, type Observable, switchMap } from 'rxjs';
import { GENERIC_ERRORS, IMPORT_ERRORS } from '@voc/contracts';
import { HOTSHEET_LIMITS } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import { cleanUpBeforeAnswer } from '../../common/http/clean-up-before-answer';
import { ImportFiles, type ReceivedImportFile } from '../services/import-files.service';

/**
 * Receives POST /api/imports/hotsheet: the `file` field to the incoming folder, other fields into
 * req.body. A file over the size limit stops the upload at once (413).
 */
@Injectable()
export class HotsheetFileInterceptor implements NestInterceptor {
  private readonly upload: multer.Multer;

  constructor(private readonly files: ImportFiles) {
    this.upload = multer({
      defParamCharset: 'utf8',
      storage: multer.diskStorage({
        destination: files.incomingDir,
        filename: (_req, _file, done) => done(null, randomBytes(16).toString('hex')),
      }),
      limits: { fileSize: HOTSHEET_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
      fileFilter: (_req, file, done) => done(null, file.fieldname === 'file'),
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const receive = new Promise<void>((resolve, reject) => {
      this.upload.single('file')(req, res, (error: unknown) => (error ? reject(this.toApiError(error)) : resolve()));
    });
    // Whatever the handler did not keep (a refused file, an error) is removed before the answer goes out.
    const leftovers = () => this.files.discard(req.file as ReceivedImportFile | undefined);
    return from(receive).pipe(
      switchMap(() => next.handle()),
      cleanUpBeforeAnswer(leftovers),
    );
  }

  private toApiError(error: unknown): ApiError {
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'FileTooLarge', IMPORT_ERRORS.fileTooLarge, [
        { field: 'file', message: IMPORT_ERRORS.fileTooLarge, params: { max: HOTSHEET_LIMITS.maxBytes / 1024 / 1024 } },
      ]);
    }
    return new ApiError(HttpStatus.BAD_REQUEST, 'UploadRejected', GENERIC_ERRORS.validation, [{ field: 'file', message: 'errors.field.invalid' }], { cause: error });
  }
}
