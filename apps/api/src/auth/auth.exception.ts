import { HttpStatus } from '@nestjs/common';
import { AUTH_ERRORS } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/** The ways signing in or presenting a token can fail, each with its status and message key. */
export const AuthErrors = {
  invalidCredentials: () => new ApiError(HttpStatus.UNAUTHORIZED, 'InvalidCredentials', AUTH_ERRORS.invalidCredentials),
  inactive: () => new ApiError(HttpStatus.FORBIDDEN, 'AccountInactive', AUTH_ERRORS.inactive),
  passportRefused: () => new ApiError(HttpStatus.FORBIDDEN, 'SignInNotPermitted', AUTH_ERRORS.permission),
  mustChangePassword: () => new ApiError(HttpStatus.FORBIDDEN, 'PasswordChangeRequired', AUTH_ERRORS.mustChangePassword),
  currentPasswordWrong: () =>
    new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', 'errors.validation', [{ field: 'current_password', message: AUTH_ERRORS.currentPasswordWrong }]),
  unauthorized: (cause?: unknown) => new ApiError(HttpStatus.UNAUTHORIZED, 'Unauthorized', AUTH_ERRORS.unauthorized, undefined, { cause }),
};
