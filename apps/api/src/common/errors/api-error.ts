import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody, FieldErrorDetail } from '@voc/contracts';

/**
 * An error the api answers on purpose: an HTTP status and the error envelope's body.
 * `message` is a message key whenever the dashboard has a text for it.
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, name: string, message: string, details?: FieldErrorDetail[], options?: { cause?: unknown }) {
    const body: ErrorBody = details ? { name, message, details } : { name, message };
    super(body, status, options);
  }
}
