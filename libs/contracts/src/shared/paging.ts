import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';

/** Applied in this order, so a value that is no number is named "numeric" before any bound. */
function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** The last page anyone can ask for: past it an OFFSET would overflow PostgreSQL's bigint. */
export const MAX_PAGE = 1_000_000;

/** page: from 1 to MAX_PAGE. */
export const PageNumber = () =>
  compose(IsOptional(), ToNumber(), IsInt({ message: FIELD_ERRORS.numeric }), Min(1, { message: FIELD_ERRORS.min }), Max(MAX_PAGE, { message: FIELD_ERRORS.max }));

/** limit: from 1 to `max`. */
export const PageLimit = (max: number) =>
  compose(IsOptional(), ToNumber(), IsInt({ message: FIELD_ERRORS.numeric }), Min(1, { message: FIELD_ERRORS.min }), Max(max, { message: FIELD_ERRORS.max }));
