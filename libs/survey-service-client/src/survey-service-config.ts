import { ConfigError, integer, type Env, optionalString, url } from '@voc/config';

/** Where the survey service is and how to sign in to it (see README "The survey service"). */
export interface SurveyServiceConfig {
  baseUrl: string;
  user: string;
  password: string;
  timeoutMs: number;
}

export const SURVEY_SERVICE_DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Reads SURVEY_SERVICE_URL, SURVEY_SERVICE_USER, SURVEY_SERVICE_PASSWORD and
 * SURVEY_SERVICE_TIMEOUT_MS. Answers null when SURVEY_SERVICE_URL is not set (no survey service
 * configured); a bad value throws a ConfigError naming the variable. The URL must be http(s) and
 * must not carry credentials (they belong in the USER and PASSWORD variables, never in a URL that
 * ends up in logs).
 */
export function readSurveyServiceConfig(env: Env): SurveyServiceConfig | null {
  const raw = optionalString(env, 'SURVEY_SERVICE_URL', '');
  if (raw === '') return null;
  const baseUrl = url(env, 'SURVEY_SERVICE_URL', ['http', 'https']);
  const parsed = new URL(baseUrl);
  if (parsed.username !== '' || parsed.password !== '') {
    throw new ConfigError('SURVEY_SERVICE_URL', 'must not contain credentials: set SURVEY_SERVICE_USER and SURVEY_SERVICE_PASSWORD instead');
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    throw new ConfigError('SURVEY_SERVICE_URL', 'must be the service base URL without a query or fragment');
  }
  const user = optionalString(env, 'SURVEY_SERVICE_USER', '');
  if (user === '') throw new ConfigError('SURVEY_SERVICE_USER', 'is required when SURVEY_SERVICE_URL is set');
  if (user.includes(':')) throw new ConfigError('SURVEY_SERVICE_USER', 'must not contain ":" (HTTP basic authorisation)');
  // The password is taken as written (no trimming: spaces may be part of it), only required.
  const password = env.SURVEY_SERVICE_PASSWORD ?? '';
  if (password === '') throw new ConfigError('SURVEY_SERVICE_PASSWORD', 'is required when SURVEY_SERVICE_URL is set');
  const timeoutMs = integer(env, 'SURVEY_SERVICE_TIMEOUT_MS', SURVEY_SERVICE_DEFAULT_TIMEOUT_MS, 100, 600_000);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), user, password, timeoutMs };
}
