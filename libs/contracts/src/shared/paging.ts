import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';

/** Applied in this order, so a value that is no number is named "numeric" before any bound. */
function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** page: from 1. */
export const PageNumber = () => compose(IsOptional(), ToNumber(), IsInt({ message: FIELD_ERRORS.numeric }), Min(1, { message: FIELD_ERRORS.min }));

/** limit: from 1 to `max`. */
export const PageLimit = (max: number) =>
  compose(IsOptional(), ToNumber(), IsInt({ message: FIELD_ERRORS.numeric }), Min(1, { message: FIELD_ERRORS.min }), Max(max, { message: FIELD_ERRORS.max }));
