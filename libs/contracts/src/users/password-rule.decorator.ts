import { ValidateBy } from 'class-validator';
import { isStrongPassword } from '@voc/domain';
import { USER_ERRORS } from './user-messages';

/**
 * The password rule of libs/domain (at least 8 characters, a letter and a digit, not containing
 * the email's local part or the passport id of the same body). An edit that changes the password
 * without sending the email is checked by the server against the stored one.
 */
export function MeetsPasswordRule(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'meetsPasswordRule',
      validator: {
        validate(value: unknown, args): boolean {
          if (typeof value !== 'string') return true;
          const body = (args?.object ?? {}) as { email?: unknown; passport_id?: unknown };
          return isStrongPassword(value, {
            email: typeof body.email === 'string' ? body.email : null,
            passportId: typeof body.passport_id === 'string' ? body.passport_id : null,
          });
        },
      },
    },
    { message: USER_ERRORS.weakPassword },
  );
}
