import { ValidateBy } from 'class-validator';
import { passwordProblem, type PasswordOwner } from '@voc/domain';
import type { ValidationArguments } from 'class-validator';
import { PASSWORD_PROBLEM_KEYS, USER_ERRORS } from './user-messages';

function ownerOf(args: ValidationArguments | undefined): PasswordOwner {
  const body = (args?.object ?? {}) as { email?: unknown; passport_id?: unknown };
  return {
    email: typeof body.email === 'string' ? body.email : null,
    passportId: typeof body.passport_id === 'string' ? body.passport_id : null,
  };
}

/**
 * The password rule of libs/domain (at least 8 characters, not on the guessing lists, not
 * containing the email's local part or the passport id of the same body, a letter and a digit),
 * answered with the key naming what is wrong. An edit that changes the password without sending
 * the email is checked by the server against the stored one.
 */
export function MeetsPasswordRule(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'meetsPasswordRule',
      validator: {
        validate(value: unknown, args): boolean {
          return typeof value !== 'string' || passwordProblem(value, ownerOf(args)) === null;
        },
      },
    },
    {
      message: (args: ValidationArguments) => {
        const problem = typeof args.value === 'string' ? passwordProblem(args.value, ownerOf(args)) : null;
        return problem ? PASSWORD_PROBLEM_KEYS[problem] : USER_ERRORS.weakPassword;
      },
    },
  );
}
