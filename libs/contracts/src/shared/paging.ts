import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { composeDecorators } from './compose-decorators';
import { ToNumber } from '../tickets/transforms';

// Applied in the order given, so a value that is no number is named "numeric" before any bound.

/** The last page anyone can ask for: past it an OFFSET would overflow PostgreSQL's bigint. */
export const MAX_PAGE = 1_000_000;

/** page: from 1 to MAX_PAGE. */
export const PageNumber = () =>
  composeDecorators(IsOptional(), ToNumber(), IsInt({ message: FIELD_ERRORS.numeric }), Min(1, { message: FIELD_ERRORS.min }), Max(MAX_PAGE, { message: FIELD_ERRORS.max }));

/** limit: from 1 to `max`. */
export const PageLimit = (max: number) =>
  composeDecorators(IsOptional(), ToNumber(), IsInt({ message: FIELD_ERRORS.numeric }), Min(1, { message: FIELD_ERRORS.min }), Max(max, { message: FIELD_ERRORS.max }));
