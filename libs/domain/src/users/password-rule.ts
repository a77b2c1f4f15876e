import { COMMON_PASSWORD_WORDS, COMMON_PASSWORDS } from './common-passwords';

/**
 * How strong a password must be (the spec gives no rule; this is ours), checked in this order so
 * the answer names the first thing to fix:
 * - tooShort: fewer than 8 characters;
 * - tooCommon: on the guessing lists (common-passwords.ts): one of their words with only digits
 *   and signs around it (`Password1!`, `demo1234`, `Nissan2024`), a look-alike spelling of one
 *   (`p@ssw0rd`), a run of digits or keyboard walk, or one character repeated;
 * - containsOwnName: contains the account's own sign-in name, the local part of its email or its
 *   passport id, compared case-insensitively when that name is at least 3 characters long (shorter
 *   ones would refuse half the alphabet);
 * - needsLetterAndDigit: no letter or no digit (any script, so Thai letters and digits count).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Longer passwords are refused as malformed, so hashing cannot be made expensive on purpose. */
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'tooShort' | 'tooCommon' | 'containsOwnName' | 'needsLetterAndDigit';

/** The names a password must not contain. */
export interface PasswordOwner {
  email?: string | null;
  passportId?: string | null;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const MIN_NAME_LENGTH = 3;
/** Digits, signs and spaces at either end of a password: what people add to a word to pass a rule. */
const AROUND_WORD = /^[^\p{L}]+|[^\p{L}]+$/gu;
const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

function ownNames(owner: PasswordOwner): string[] {
  const local = owner.email ? owner.email.trim().split('@')[0] : '';
  return [local, owner.passportId?.trim() ?? ''].map((name) => name.toLowerCase()).filter((name) => name.length >= MIN_NAME_LENGTH);
}

function isCommon(lower: string): boolean {
  if (COMMON_PASSWORDS.has(lower) || /^([\p{L}\p{Nd}])\1*$/u.test(lower)) return true;
  const word = lower.replace(AROUND_WORD, '');
  if (/^(\p{L})\1{2,}$/u.test(word)) return true;
  const plain = [...word].map((char) => LOOK_ALIKES[char] ?? char).join('');
  // A word repeated ("demodemo") or spaced by signs ("pass-word") is the word.
  const letters = plain.replace(/[^\p{L}]/gu, '');
  const half = letters.slice(0, letters.length / 2);
  return [word, plain, letters].some((candidate) => COMMON_PASSWORD_WORDS.has(candidate)) || (half !== '' && half + half === letters && COMMON_PASSWORD_WORDS.has(half));
}

/** What is wrong with a password (the first thing to fix), or null when it meets the rule. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const lower = password.toLowerCase();
  if (isCommon(lower)) return 'tooCommon';
  if (ownNames(owner).some((name) => lower.includes(name))) return 'containsOwnName';
  if (!LETTER.test(password) || !DIGIT.test(password)) return 'needsLetterAndDigit';
  return null;
}

export function isStrongPassword(password: string, owner: PasswordOwner = {}): boolean {
  return passwordProblem(password, owner) === null;
}
