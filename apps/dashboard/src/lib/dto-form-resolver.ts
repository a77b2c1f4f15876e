import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { ClassConstructor } from 'class-transformer';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Presence checks name the real problem of an empty box, so they win over format checks. */
const PRESENCE_CONSTRAINTS = ['isNotEmpty', 'isDefined'];

function isLeaf(node: unknown): node is FieldError {
  return typeof node === 'object' && node !== null && typeof (node as FieldError).type === 'string';
}

function preferPresence(node: unknown): unknown {
  if (isLeaf(node)) {
    const types = node.types ?? {};
    const presence = PRESENCE_CONSTRAINTS.find((constraint) => typeof types[constraint] === 'string');
    const { types: _all, ...error } = node;
    return presence ? { ...error, type: presence, message: types[presence] as string } : error;
  }
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, preferPresence(child)]));
}

/**
 * react-hook-form's class-validator resolver over a shared DTO class, so the form checks exactly
 * what the api checks. class-validator lists a field's failed constraints in decorator order, so
 * an empty email would read "enter a correct email"; this shows "please fill in the data" then.
 * Messages stay message keys; the field shows them translated.
 */
export function dtoFormResolver<T extends FieldValues>(dto: ClassConstructor<T>): Resolver<T> {
  const resolve = classValidatorResolver(dto);
  return async (values, context, options) => {
    const result = await resolve(values, context, { ...options, criteriaMode: 'all' });
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: preferPresence(result.errors) as FieldErrors<T> };
  };
}
