import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export type Schema = SchemaObject | ReferenceObject;

/** A property the answer type marks optional (`name?:`): documented, left out of `required`. */
export interface OptionalProperty {
  optional: Schema;
}

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;

/**
 * The properties of an answer type T, checked by the compiler against T itself: every key of T
 * must be described (no more, no fewer), and optional keys exactly through `optional(...)`. A field
 * added to a contract's answer type fails the build until its schema says what it is.
 */
export type PropertiesOf<T> = { [K in RequiredKeys<T>]-?: Schema } & { [K in OptionalKeys<T>]-?: OptionalProperty };

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export const str: SchemaObject = { type: 'string' };
export const int: SchemaObject = { type: 'integer' };
export const num: SchemaObject = { type: 'number' };
export const bool: SchemaObject = { type: 'boolean' };
export const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
export const uuid: SchemaObject = { type: 'string', format: 'uuid' };
/** A message key of the i18n catalogues (the dashboard shows its text in the user's language). */
export const messageKey: SchemaObject = { type: 'string', description: 'A message key (errors.*, messages.*), translated by the client.', example: 'errors.validation' };
export const monthText: SchemaObject = { type: 'string', pattern: '^\\d{4}-\\d{2}$', example: '2026-03' };

export const described = (description: string, schema: Schema): Schema => ('$ref' in schema ? { allOf: [schema], description } : { ...schema, description });
export const nullable = (schema: Schema): Schema => ('$ref' in schema ? { allOf: [schema], nullable: true } : { ...schema, nullable: true });
export const optional = (schema: Schema): OptionalProperty => ({ optional: schema });
export const arrayOf = (items: Schema): SchemaObject => ({ type: 'array', items });
export const oneOf = <V extends string | number>(values: readonly V[]): SchemaObject => ({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
export const ref = (name: string): ReferenceObject => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });
/** A map from free keys (codes, statuses) to one kind of value. */
export const mapOf = (values: Schema): SchemaObject => ({ type: 'object', additionalProperties: values });
/** A map whose keys are a known set (every key present). */
export const recordOf = (keys: readonly string[], values: Schema): SchemaObject => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [key, values])),
  required: [...keys],
});

/** The schema of an object answer type T from its checked properties (see PropertiesOf). */
export function objectOf<T>(properties: PropertiesOf<T>, description?: string): SchemaObject {
  const entries = Object.entries(properties as Record<string, Schema | OptionalProperty>);
  const required = entries.filter(([, property]) => !('optional' in property)).map(([name]) => name);
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: Object.fromEntries(entries.map(([name, property]) => [name, 'optional' in property ? property.optional : property])),
    ...(required.length > 0 ? { required } : {}),
  };
}
