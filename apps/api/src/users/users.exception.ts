import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS, USER_ERRORS, type FieldErrorDetail } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/** The ways a user-management call fails on purpose, each with its status and message key. */
export const UserErrors = {
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound),
  invalid: (details: FieldErrorDetail[]) => new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, details),
  emailTaken: () => new ApiError(HttpStatus.CONFLICT, 'EmailTaken', USER_ERRORS.emailTaken, [{ field: 'email', message: USER_ERRORS.emailTaken }]),
  passportTaken: () => new ApiError(HttpStatus.CONFLICT, 'PassportTaken', USER_ERRORS.passportTaken, [{ field: 'passport_id', message: USER_ERRORS.passportTaken }]),
  /** One's own type, active flag, group or permissions: another user manager has to change them. */
  ownAccess: (fields: string[]) =>
    new ApiError(HttpStatus.FORBIDDEN, 'OwnAccessChange', USER_ERRORS.ownPermissions, fields.map((field) => ({ field, message: USER_ERRORS.ownPermissions }))),
};

/** A write that ran into the unique email or passport id: 409 naming the field. */
export function conflictOf(constraint: string | null): ApiError | null {
  if (constraint === 'users_email_key') return UserErrors.emailTaken();
  if (constraint === 'users_passport_id_key') return UserErrors.passportTaken();
  return null;
}
