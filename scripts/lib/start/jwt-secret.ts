// The JWT secret of a local start: JWT_SECRET, else one generated once into .data/jwt-secret.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { type Log } from '../log';
import { REPO_ROOT } from '../repo-root';
import { StartupError } from '../startup-error';

export const MIN_JWT_SECRET_LENGTH = 32;
const SECRET_FILE = path.join(REPO_ROOT, '.data', 'jwt-secret');

/** JWT_SECRET when set (at least 32 characters), else the saved one, else a new one saved for next time. */
export function jwtSecret(env: NodeJS.ProcessEnv, log: Log, file = SECRET_FILE): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < MIN_JWT_SECRET_LENGTH) {
      throw new StartupError('JWT_SECRET must be at least 32 characters long (or unset it to use a generated one)');
    }
    return env.JWT_SECRET;
  }
  try {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= MIN_JWT_SECRET_LENGTH) return saved;
  } catch {
    /* not yet generated */
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`generated a JWT secret for local use in ${path.relative(REPO_ROOT, file)}`);
  return secret;
}
