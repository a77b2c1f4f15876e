import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { composeDecorators } from './compose-decorators';


/** Surrounding blanks are not part of a value; a blank value is an empty one. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required text of at most `max` characters. */
export const RequiredText = (max: number) =>
  composeDecorators(Trim(), IsNotEmpty({ message: FIELD_ERRORS.required }), IsString({ message: FIELD_ERRORS.invalid }), MaxLength(max, { message: FIELD_ERRORS.max }));

/** An optional text: absent, null or blank means none. */
export const OptionalText = (max: number) =>
  composeDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: FIELD_ERRORS.invalid }),
    MaxLength(max, { message: FIELD_ERRORS.max }),
  );

/**
 * For edits: a field left out stays as it is, but a field sent must be valid; a required one may
 * not be sent empty or null.
 */
export const IfPresent = () => ValidateIf((_object, value) => value !== undefined);

/** A required text that an edit may leave out. */
export const EditedText = (max: number) => composeDecorators(IfPresent(), RequiredText(max));

/** A required choice among `values` ("required" when missing, "invalid" when not one of them). */
export const RequiredOneOf = (values: readonly unknown[]) =>
  composeDecorators(Trim(), IsNotEmpty({ message: FIELD_ERRORS.required }), IsIn(values, { message: FIELD_ERRORS.invalid }));

/** A required choice that an edit may leave out. */
export const EditedOneOf = (values: readonly unknown[]) => composeDecorators(IfPresent(), RequiredOneOf(values));

/** An optional choice or identifier: blanks trimmed, blank means none (null). */
export const TrimToNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** An optional email: trimmed and lower-cased, blank means none (null). */
export const EmailOrNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value));
