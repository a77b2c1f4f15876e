import { HttpStatus } from '@nestjs/common';
import { DEALER_ERRORS, GENERIC_ERRORS, type FieldErrorDetail } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/** The ways a dealer call fails on purpose, each with its status and message key. */
export const DealerErrors = {
  /** Unknown, or outside what this user may see (a dealer user asking for another branch). */
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound),
  codeTaken: () => new ApiError(HttpStatus.CONFLICT, 'DealerCodeTaken', DEALER_ERRORS.codeTaken, [{ field: 'dealer_code', message: DEALER_ERRORS.codeTaken }]),
  invalid: (details: FieldErrorDetail[]) => new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, details),
};
