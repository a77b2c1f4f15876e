import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AUTH_ERRORS, GENERIC_ERRORS, type ErrorBody, type ErrorEnvelope } from '@voc/contracts';
import { TicketingError, type TicketingErrorKind } from '@voc/ticketing';

const NAMES: Partial<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
};

/** A framework's own 4xx (body parser, multer, route pipes) carries English text, not a message key. */
const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  400: GENERIC_ERRORS.malformedBody,
  401: AUTH_ERRORS.unauthorized,
  403: AUTH_ERRORS.forbidden,
  404: GENERIC_ERRORS.notFound,
  413: GENERIC_ERRORS.payloadTooLarge,
  429: AUTH_ERRORS.tooManyAttempts,
};

const TICKETING_STATUS: Record<TicketingErrorKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  invalid: HttpStatus.BAD_REQUEST,
  forbidden: HttpStatus.FORBIDDEN,
  refused: HttpStatus.UNPROCESSABLE_ENTITY,
  conflict: HttpStatus.CONFLICT,
  warning: HttpStatus.CONFLICT,
};

/** body-parser's own errors (unreadable JSON, a body over the limit) carry a 4xx status and a type. */
function bodyParserError(exception: unknown): { status: number; body: ErrorBody } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { type, status } = exception as { type?: unknown; status?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (type === 'entity.too.large') return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: { name: 'PayloadTooLarge', message: GENERIC_ERRORS.payloadTooLarge } };
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) return { status, body: { name: 'UnsupportedMediaType', message: GENERIC_ERRORS.malformedBody } };
  return { status: HttpStatus.BAD_REQUEST, body: { name: 'BadRequest', message: GENERIC_ERRORS.malformedBody } };
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).name === 'string' && typeof (value as ErrorBody).message === 'string';
}

/** Every error of the api leaves in one envelope: { error: { name, message, details? } }. */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toEnvelope(exception);
    // The request's own log line (pino-http, logging/http-log-options.ts) carries the cause of a
    // 5xx, its name, message and stack, at error: one line per failure, the request beside it.
    if (status >= 500) response.err = exception instanceof Error ? exception : new Error(`thrown: ${String(exception)}`);
    if (!response.headersSent) response.status(status).json({ error: body } satisfies ErrorEnvelope);
  }

  private toEnvelope(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof TicketingError) {
      const body: ErrorBody = { name: exception.errorName, message: exception.messageKey };
      if (exception.details) body.details = exception.details;
      return { status: TICKETING_STATUS[exception.kind], body: { ...body, ...exception.extra } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      if (isErrorBody(answer)) return { status, body: answer };
      const name = NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'Error');
      const own = typeof answer === 'string' ? answer : exception.message;
      const message = own.startsWith('errors.') ? own : (DEFAULT_MESSAGES[status] ?? own);
      return { status, body: { name, message } };
    }
    return bodyParserError(exception) ?? { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { name: 'InternalServerError', message: GENERIC_ERRORS.internal } };
  }
}
