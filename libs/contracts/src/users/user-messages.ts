import type { PasswordProblem } from '@voc/domain';

/** Message keys the user endpoints answer with (texts in the dashboard's catalogues). */
export const USER_ERRORS = {
  /** The password rule of libs/domain (passwordProblem): no letter or no digit, and the rule in full. */
  weakPassword: 'errors.user.weakPassword',
  /** The password rule: fewer than PASSWORD_MIN_LENGTH characters. */
  passwordTooShort: 'errors.user.passwordTooShort',
  /** The password rule: on the guessing lists (demo1234, password, 12345678, qwerty...). */
  passwordTooCommon: 'errors.user.passwordTooCommon',
  /** The password rule: contains the email's local part or the passport id. */
  passwordContainsName: 'errors.user.passwordContainsName',
  /** One's own new password is the current one. */
  passwordSameAsCurrent: 'errors.user.passwordSameAsCurrent',
  /** 409: another user signs in with this email. */
  emailTaken: 'errors.user.emailTaken',
  /** 409: another user signs in with this passport id. */
  passportTaken: 'errors.user.passportTaken',
  /** 403: one's own type, active flag, group or permissions, changed by oneself. */
  ownPermissions: 'errors.user.ownPermissions',
  /** The dealer named does not exist. */
  dealerUnknown: 'errors.user.dealerUnknown',
  /** Dealer staff: region or area differs from their dealer's. */
  notDealersPlacement: 'errors.user.notDealersPlacement',
  /** A field this user type does not have (a passport id, dealer or passport_only on staff). */
  notForType: 'errors.user.notForType',
} as const;

/** The message key naming what is wrong with a password (libs/domain passwordProblem). */
export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
  tooShort: USER_ERRORS.passwordTooShort,
  tooCommon: USER_ERRORS.passwordTooCommon,
  containsOwnName: USER_ERRORS.passwordContainsName,
  needsLetterAndDigit: USER_ERRORS.weakPassword,
};
