import { ConfigError } from './config-error';

/**
 * Small typed readers for environment variables. Each names the variable in its error, so a bad
 * deployment stops with one line that says what to fix.
 */
export type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function requiredString(env: Env, name: string): string {
  const value = present(env, name);
  if (value === undefined) throw new ConfigError(name, 'is required but not set');
  return value;
}

export function optionalString(env: Env, name: string, fallback: string): string {
  return present(env, name) ?? fallback;
}

export function url(env: Env, name: string, protocols: readonly string[], fallback?: string): string {
  const value = present(env, name) ?? fallback;
  if (value === undefined) throw new ConfigError(name, 'is required but not set');
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `is not a valid URL (expected ${protocols.join(' or ')}://...)`);
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}://, got ${parsed.protocol}//`);
  }
  return value;
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

export function secret(env: Env, name: string, minLength: number): string {
  const value = requiredString(env, name);
  if (value.length < minLength) throw new ConfigError(name, `must be at least ${minLength} characters long`);
  return value;
}
