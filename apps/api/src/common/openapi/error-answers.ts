import type { ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { AUTH_ERRORS, FIELD_ERRORS, GENERIC_ERRORS, type ErrorEnvelope } from '@voc/contracts';
import { ref } from './schema-builders';

/** The error answers every route of a kind gives, with what each means and an example body. */
const COMMON_ERRORS: Record<number, { description: string; example: ErrorEnvelope }> = {
  400: {
    description: 'The request is invalid: ValidationError with one detail per bad field (a message key each), or BadRequest for an unreadable body.',
    example: { error: { name: 'ValidationError', message: GENERIC_ERRORS.validation, details: [{ field: 'limit', message: FIELD_ERRORS.max, params: { max: 200 } }] } },
  },
  401: {
    description: 'No valid bearer token: missing, expired, or revoked by a password change.',
    example: { error: { name: 'Unauthorized', message: AUTH_ERRORS.unauthorized } },
  },
  403: {
    description: 'The signed-in user may not do this (user type, scope), or must choose a new password first (errors.auth.mustChangePassword).',
    example: { error: { name: 'Forbidden', message: AUTH_ERRORS.forbidden } },
  },
  404: {
    description: 'Nothing with this id, or nothing the signed-in user may see.',
    example: { error: { name: 'NotFound', message: GENERIC_ERRORS.notFound } },
  },
};

const EXTRA_NAMES: Record<number, string> = { 409: 'Conflict', 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType', 422: 'UnprocessableEntity', 429: 'TooManyRequests', 503: 'ServiceUnavailable' };

function errorAnswer(description: string, example: ErrorEnvelope): ResponseObject {
  return { description, content: { 'application/json': { schema: ref('ErrorEnvelope'), example } } };
}

export function commonErrorAnswer(status: 400 | 401 | 403 | 404): ResponseObject {
  const { description, example } = COMMON_ERRORS[status];
  return errorAnswer(description, example);
}

/** A route's own error answer (ApiDoc `errors`), described by the route. */
export function extraErrorAnswer(status: number, description: string): ResponseObject {
  const name = EXTRA_NAMES[status] ?? 'Error';
  const message = status === 429 ? AUTH_ERRORS.tooManyAttempts : status === 413 ? GENERIC_ERRORS.payloadTooLarge : 'errors.…';
  return errorAnswer(description, { error: { name, message } });
}
