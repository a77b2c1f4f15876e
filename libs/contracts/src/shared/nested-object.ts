import { plainToInstance, Transform } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';

const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A nested object validated by its own class, its unknown fields refused like the outer ones.
 * Built without class-transformer's @Type, which needs reflect-metadata where the DTO is imported
 * (the dashboard's forms use these classes too).
 */
export function NestedObject(cls: new () => object): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (isPlainObject(value) ? plainToInstance(cls, value) : value))(target, key);
    IsObject({ message: FIELD_ERRORS.invalid })(target, key);
    ValidateNested()(target, key);
  };
}
