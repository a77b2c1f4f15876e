import { IsDateString, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { EmptyToUndefined } from '../tickets/transforms';
import { composeDecorators } from './compose-decorators';

// A list's or report's filters are all optional, and an empty one is not given. The checks are
// registered in the order the stacked decorators they replace registered them (bottom first), so
// the field errors are the same ones.

/** An optional filter text of at most `max` characters. */
export const FilterText = (max: number) =>
  composeDecorators(MaxLength(max, { message: FIELD_ERRORS.max }), IsString({ message: FIELD_ERRORS.invalid }), EmptyToUndefined(), IsOptional());

/** An optional filter that must be one of `values`. */
export const FilterChoice = (values: readonly unknown[]) => composeDecorators(IsIn(values, { message: FIELD_ERRORS.invalid }), EmptyToUndefined(), IsOptional());

/** An optional filter day, strictly `YYYY-MM-DD` (or a full ISO time). */
export const FilterDate = () => composeDecorators(IsDateString({ strict: true }, { message: FIELD_ERRORS.date }), EmptyToUndefined(), IsOptional());

/** An optional filter naming a row by its uuid (`version` as class-validator's IsUUID takes it). */
export const FilterId = (version: '4' | 'all' = '4') => composeDecorators(IsUUID(version, { message: FIELD_ERRORS.invalid }), EmptyToUndefined(), IsOptional());

/** An optional owner filter: `me`, `none`, or a user's uuid. */
export const FilterOwner = () =>
  composeDecorators(Matches(/^(me|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, { message: FIELD_ERRORS.invalid }), IsString({ message: FIELD_ERRORS.invalid }), EmptyToUndefined(), IsOptional());
