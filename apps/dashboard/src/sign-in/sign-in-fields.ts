import { DEALER_BLANK_PASSWORD } from '@voc/contracts';
import type { CatalogueKey } from '../i18n/th-TH';

export type SignInKind = 'dealer' | 'staff';

export interface SignInField {
  readonly name: string;
  readonly label: CatalogueKey;
  readonly type: 'text' | 'email' | 'password';
  readonly autoComplete: 'username' | 'current-password';
  readonly required: boolean;
}

/** The two sign-in forms' boxes, as the app's had them: dealers need the passport id only (SPEC.md §3, §5). */
export const SIGN_IN_FIELDS: Record<SignInKind, readonly SignInField[]> = {
  dealer: [
    { name: 'passport_id', label: 'signin.dealer.passportId', type: 'text', autoComplete: 'username', required: true },
    { name: 'password', label: 'signin.password', type: 'password', autoComplete: 'current-password', required: false },
  ],
  staff: [
    { name: 'email', label: 'signin.staff.email', type: 'email', autoComplete: 'username', required: true },
    { name: 'password', label: 'signin.password', type: 'password', autoComplete: 'current-password', required: true },
  ],
};

/**
 * The body the api gets: the id trimmed; a dealer's empty password sent as the preset single
 * space (SPEC.md §3), which the api accepts for passport-only accounts.
 */
export function signInBody(kind: SignInKind, values: Readonly<Record<string, string>>): Record<string, string> {
  const password = values.password ?? '';
  if (kind === 'dealer') return { passport_id: (values.passport_id ?? '').trim(), password: password === '' ? DEALER_BLANK_PASSWORD : password };
  return { email: (values.email ?? '').trim(), password };
}
