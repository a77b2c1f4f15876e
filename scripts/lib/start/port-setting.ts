import { StartupError } from '../startup-error';

/** The port in the variable `name` (`fallback` when unset or empty); a StartupError when it is not one. */
export function portSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new StartupError(`${name} must be a port number (1-65535), got "${raw}"`);
  return n;
}
