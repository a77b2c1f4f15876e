import { HttpStatus } from '@nestjs/common';
import { FIELD_ERRORS, GENERIC_ERRORS, type FieldErrorDetail } from '@voc/contracts';
import { dateRangeProblems } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';

/** Refuses a report's filters with a 400 (ValidationError, one detail a field) when there is any problem. */
export function refuseProblems(problems: readonly FieldErrorDetail[]): void {
  if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [...problems]);
}

/**
 * Refuses a day range (YYYY-MM-DD, both inclusive) whose end is before its start or longer than
 * `maxDays` (libs/domain dateRangeProblems): a field error on `field`, or on the range's own end
 * field (`to`) when none is named.
 */
export function refuseDateRange(from: string, to: string, options: { maxDays?: number; field?: string } = {}): void {
  refuseProblems(dateRangeProblems(from, to, options.maxDays).map((p) => ({ field: options.field ?? p.field, message: p.problem === 'before_from' ? FIELD_ERRORS.dateOrder : FIELD_ERRORS.rangeTooLong })));
}

/** Refuses a range of optional dates (either may be absent) whose end is before its start, as `field`. */
export function refuseDayOrder(from: string | undefined, to: string | undefined, field: string): void {
  if (from && to && to.slice(0, 10) < from.slice(0, 10)) refuseProblems([{ field, message: FIELD_ERRORS.dateOrder }]);
}
