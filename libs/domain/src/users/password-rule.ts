/**
 * How strong a password must be (the spec gives no rule; this is ours): at least 8 characters,
 * at least one letter and one digit (any script, so Thai letters and digits count), and not
 * containing the account's own sign-in name: the local part of its email, or its passport id,
 * compared case-insensitively when that name is at least 3 characters long (shorter ones would
 * refuse half the alphabet).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Longer passwords are refused as malformed, so hashing cannot be made expensive on purpose. */
export const PASSWORD_MAX_LENGTH = 200;

/** The names a password must not contain. */
export interface PasswordOwner {
  email?: string | null;
  passportId?: string | null;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const MIN_NAME_LENGTH = 3;

function ownNames(owner: PasswordOwner): string[] {
  const local = owner.email ? owner.email.trim().split('@')[0] : '';
  return [local, owner.passportId?.trim() ?? ''].map((name) => name.toLowerCase()).filter((name) => name.length >= MIN_NAME_LENGTH);
}

export function isStrongPassword(password: string, owner: PasswordOwner = {}): boolean {
  if ([...password].length < PASSWORD_MIN_LENGTH) return false;
  if (!LETTER.test(password) || !DIGIT.test(password)) return false;
  const lower = password.toLowerCase();
  return !ownNames(owner).some((name) => lower.includes(name));
}
