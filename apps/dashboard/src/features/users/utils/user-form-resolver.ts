import { ACCOUNT_PROBLEM_KEYS, CreateUserDto, UpdateUserDto } from '@voc/contracts';
import { accountProblems } from '@voc/domain';
import type { ClassConstructor } from 'class-transformer';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import { type UserFormMode, type UserFormValues, accountRecordOfForm, dealerPlacementOf, userBodyOf } from './user-form-values';

/**
 * The user form's checks, the api's own: the body the form would send through the shared DTO
 * (names, type, active flag, email or passport id and dealer, the password rule, areas inside
 * their regions), then the account rules of libs/domain that the api applies to the account as
 * a whole, which an edit's DTO leaves to them (what each type needs or may not have, dealer
 * staff placed where their dealer is). The first message of a field wins.
 */
export function userFormResolver(mode: UserFormMode): Resolver<UserFormValues> {
  const dto = (mode === 'create' ? CreateUserDto : UpdateUserDto) as ClassConstructor<object>;
  const checkBody = dtoFormResolver(dto as ClassConstructor<UserFormValues>);
  return async (values, context, options) => {
    const checked = await checkBody(userBodyOf(values, mode) as unknown as UserFormValues, context, options);
    const errors = { ...checked.errors } as Record<string, unknown>;
    const record = accountRecordOfForm(values);
    if (record) {
      for (const { field, problem } of accountProblems(record, dealerPlacementOf(values))) {
        if (!(field in errors)) errors[field] = { type: problem, message: ACCOUNT_PROBLEM_KEYS[problem] };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<UserFormValues> };
  };
}
