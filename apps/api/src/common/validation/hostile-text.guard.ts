import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS } from '@voc/contracts';
import { ApiError } from '../errors/api-error';

/** Deeper than any form of the product nests (tickets' logs and categories are 3 levels). */
export const MAX_INPUT_DEPTH = 32;

/**
 * Walks a request value once, without recursion (a 10,000-deep body must not exhaust the stack),
 * and refuses what no form can send and what breaks the layers below: a NUL character (PostgreSQL
 * text cannot hold it) in a key or a text, and nesting deeper than MAX_INPUT_DEPTH (class-transformer
 * and class-validator recurse). The field is named, as validation errors name theirs.
 */
export function refuseHostileValue(value: unknown, root: string): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw refusal(path, GENERIC_ERRORS.nulCharacter);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw refusal(path, GENERIC_ERRORS.malformedBody);
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) throw refusal(path, GENERIC_ERRORS.nulCharacter);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

function refusal(field: string, message: string): ApiError {
  return new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: field || 'body', message }]);
}
