import { ConfigError, integer, type Env, optionalString } from '@voc/config';
import { STANDIN_DEFAULTS, type SurveyStandinOptions } from './standin-server';

/**
 * The stand-in process's settings: SURVEY_STANDIN_PORT (0: a free port), SURVEY_STANDIN_HOST
 * (127.0.0.1), SURVEY_STANDIN_USER / SURVEY_STANDIN_PASSWORD (survey / survey-dev),
 * SURVEY_STANDIN_DEALERS (150), SURVEY_STANDIN_MONTHS (18), SURVEY_STANDIN_SEED,
 * SURVEY_STANDIN_NOW (an ISO time fixing the clock; default the real clock) and
 * SURVEY_STANDIN_CONTROL=1 (answer the /__standin/faults and /__standin/clock control paths).
 */
export function readStandinConfig(env: Env): SurveyStandinOptions {
  const now = optionalString(env, 'SURVEY_STANDIN_NOW', '');
  if (now !== '' && Number.isNaN(Date.parse(now))) throw new ConfigError('SURVEY_STANDIN_NOW', `must be an ISO 8601 time, got "${now}"`);
  const control = optionalString(env, 'SURVEY_STANDIN_CONTROL', '0');
  if (control !== '0' && control !== '1') throw new ConfigError('SURVEY_STANDIN_CONTROL', `must be 0 or 1, got "${control}"`);
  return {
    port: integer(env, 'SURVEY_STANDIN_PORT', 0, 0, 65535),
    host: optionalString(env, 'SURVEY_STANDIN_HOST', '127.0.0.1'),
    user: optionalString(env, 'SURVEY_STANDIN_USER', STANDIN_DEFAULTS.user),
    password: optionalString(env, 'SURVEY_STANDIN_PASSWORD', STANDIN_DEFAULTS.password),
    dealers: integer(env, 'SURVEY_STANDIN_DEALERS', STANDIN_DEFAULTS.dealers, 1, 9998),
    months: integer(env, 'SURVEY_STANDIN_MONTHS', STANDIN_DEFAULTS.months, 1, 120),
    seed: integer(env, 'SURVEY_STANDIN_SEED', STANDIN_DEFAULTS.seed, 0, 2 ** 31 - 1),
    now: now === '' ? undefined : now,
    control: control === '1',
  };
}
