import { HttpStatus } from '@nestjs/common';
import { FIELD_ERRORS, GENERIC_ERRORS } from '@voc/contracts';
import { dateRangeProblems } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';

/** Refuses a range whose end is before its start or that is too long (libs/domain), as a field error on `to`. */
export function assertDateRange(from: string, to: string): void {
  const problems = dateRangeProblems(from, to);
  if (problems.length === 0) return;
  throw new ApiError(
    HttpStatus.BAD_REQUEST,
    'ValidationError',
    GENERIC_ERRORS.validation,
    problems.map((p) => ({ field: p.field, message: p.problem === 'before_from' ? FIELD_ERRORS.dateOrder : FIELD_ERRORS.rangeTooLong })),
  );
}
