import { ConfigError } from '@voc/config';
import type { DataSource } from 'typeorm';
import { passwordProblem, PASSWORD_MIN_LENGTH, PERMISSIONS, type PasswordProblem, type PermissionFlags } from '@voc/domain';

export interface FirstAdministratorInput {
  email: string | undefined;
  initialPassword: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why ADMIN_INITIAL_PASSWORD is refused, in the start log's words (the rule: libs/domain passwordProblem). */
const WEAK_PASSWORD_REASONS: Record<PasswordProblem, string> = {
  tooShort: `is too short: at least ${PASSWORD_MIN_LENGTH} characters`,
  tooCommon: 'is too common: it is on the lists guessers try first (demo1234, password, 12345678, qwerty, the product name...)',
  containsOwnName: 'contains the name of ADMIN_EMAIL (its part before @)',
  needsLetterAndDigit: 'is too weak: it needs a letter and a digit',
};

/**
 * A deployment starts with one administrator (type csn, every permission) whose password comes
 * from ADMIN_EMAIL / ADMIN_INITIAL_PASSWORD at first start and must be changed at first sign-in.
 * Once any active csn user exists this does nothing (the variables may then be removed); with none
 * and no variables it stops the start with a message naming them, since nobody could sign in.
 */
export async function ensureFirstAdministrator(
  db: DataSource,
  input: FirstAdministratorInput,
  hash: (plain: string) => Promise<string>,
): Promise<'exists' | 'created'> {
  const [{ count }] = await db.query<Array<{ count: number }>>(`SELECT count(*)::int AS count FROM users WHERE type = 'csn' AND active_flag = 1`);
  if (count > 0) return 'exists';
  const email = input.email?.trim().toLowerCase();
  if (!email) throw new ConfigError('ADMIN_EMAIL', 'is not set: the database has no administrator yet; set ADMIN_EMAIL and ADMIN_INITIAL_PASSWORD for the first start');
  if (!EMAIL.test(email)) throw new ConfigError('ADMIN_EMAIL', 'is not an email address');
  const password = input.initialPassword;
  if (!password) throw new ConfigError('ADMIN_INITIAL_PASSWORD', 'is not set: the database has no administrator yet');
  const problem = passwordProblem(password, { email });
  if (problem) throw new ConfigError('ADMIN_INITIAL_PASSWORD', WEAK_PASSWORD_REASONS[problem]);
  const all = Object.fromEntries(PERMISSIONS.map((p) => [p, true])) as unknown as PermissionFlags;
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, position_title, active_flag, type, group_showroom, group_service, permission, must_change_password)
     VALUES ($1, $2, 'ผู้ดูแลระบบ', 'Administrator', 'Administrator', 1, 'csn', true, true, $3, true)
     ON CONFLICT (email) WHERE email IS NOT NULL DO UPDATE SET type = 'csn', active_flag = 1, password_hash = EXCLUDED.password_hash,
       must_change_password = true, permission = EXCLUDED.permission, token_version = users.token_version + 1`,
    [email, await hash(password), JSON.stringify(all)],
  );
  return 'created';
}
