import { HttpStatus, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { GENERIC_ERRORS, type FieldErrorDetail } from '@voc/contracts';
import { ApiError } from '../errors/api-error';
import { refuseHostileValue } from './hostile-text.guard';

const REQUIRED_CONSTRAINTS = ['isDefined', 'isNotEmpty'];

/** Flattens class-validator's tree into one detail per bad field, with its first message key. */
export function toFieldDetails(errors: ValidationError[], parent = ''): FieldErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // "Required" wins over format rules: an empty email is missing, not malformed.
    const first = REQUIRED_CONSTRAINTS.find((name) => name in constraints);
    const message = first ? constraints[first] : Object.values(constraints)[0];
    const mine: FieldErrorDetail[] = message ? [{ field, message }] : [];
    return [...mine, ...toFieldDetails(error.children ?? [], field)];
  });
}

/** Refuses NUL characters and absurd nesting in every body, query and path value before validation. */
class GuardedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      refuseHostileValue(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    }
    return super.transform(value, metadata);
  }
}

/** DTO validation for every request: unknown fields refused, bad fields named with their keys. */
export function createValidationPipe(): ValidationPipe {
  return new GuardedValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) =>
      new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, toFieldDetails(errors)),
  });
}
