import { HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomBytes } from 'node:crypto';
import { from, type Observable, switchMap } from 'rxjs';
import { UPLOAD_ERRORS } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { cleanUpBeforeAnswer } from '../../common/http/clean-up-before-answer';
import { FILE_FIELDS, UPLOAD_LIMITS } from '../services/file-kinds';
import { UploadStorage, type ReceivedFile } from '../services/upload-storage.service';

/** Hard ceilings for one request; the per-kind limits are checked afterwards with clear messages. */
const MAX_FILES_PER_REQUEST = 20;
const MAX_FIELDS = 100;

/**
 * Receives a ticket form's multipart body: imageFiles[] and pdfFiles[] to the incoming folder,
 * other fields into req.body. A file over the largest limit stops the upload at once (413).
 */
@Injectable()
export class TicketFilesInterceptor implements NestInterceptor {
  private readonly upload: multer.Multer;

  constructor(private readonly storage: UploadStorage) {
    this.upload = multer({
      // Thai file names arrive as UTF-8; busboy's default would read them as latin1.
      defParamCharset: 'utf8',
      storage: multer.diskStorage({
        destination: storage.incomingDir,
        filename: (_req, _file, done) => done(null, randomBytes(16).toString('hex')),
      }),
      limits: { fileSize: UPLOAD_LIMITS.pdf.maxBytes, files: MAX_FILES_PER_REQUEST, fields: MAX_FIELDS, fieldSize: 1024 * 1024 },
      fileFilter: (_req, file, done) => done(null, file.fieldname in FILE_FIELDS),
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const receive = new Promise<void>((resolve, reject) => {
      this.upload.any()(req, res, (error: unknown) => (error ? reject(this.toApiError(error)) : resolve()));
    });
    // Whatever the handler did not move into storage (a refused form, an error) is removed
    // before the answer goes out.
    const leftovers = () => this.storage.discard((req.files as ReceivedFile[] | undefined) ?? []);
    return from(receive).pipe(
      switchMap(() => next.handle()),
      cleanUpBeforeAnswer(leftovers),
    );
  }

  private toApiError(error: unknown): ApiError {
    if (error instanceof MulterError) {
      const field = error.field ?? 'files';
      const isImage = field.startsWith('image');
      if (error.code === 'LIMIT_FILE_SIZE') {
        return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'FileTooLarge', isImage ? UPLOAD_ERRORS.imageSize : UPLOAD_ERRORS.pdfSize, [
          { field, message: isImage ? UPLOAD_ERRORS.imageSize : UPLOAD_ERRORS.pdfSize, params: { max: (isImage ? UPLOAD_LIMITS.image.maxBytes : UPLOAD_LIMITS.pdf.maxBytes) / 1024 / 1024 } },
        ]);
      }
      return new ApiError(HttpStatus.BAD_REQUEST, 'UploadRejected', 'errors.validation', [{ field, message: error.code === 'LIMIT_FILE_COUNT' ? UPLOAD_ERRORS.imageCount : 'errors.field.invalid' }], { cause: error });
    }
    return new ApiError(HttpStatus.BAD_REQUEST, 'UploadRejected', 'errors.validation', undefined, { cause: error });
  }
}
