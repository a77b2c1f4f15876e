import type { LevelWithSilent } from 'pino';

/**
 * The level a finished request is logged at: a server fault (5xx, or an error the answer carried)
 * at error, a refused request (4xx) at warn, everything else at info. A `routine` request (a
 * machine's callback that comes once per message sent, see http-log-options.ts) is at debug when it
 * went as expected: answered, or told to come again later (409, the gateway posts it again).
 */
export function httpLogLevel(statusCode: number, error?: unknown, { routine = false } = {}): LevelWithSilent {
  if (error || statusCode >= 500) return 'error';
  if (routine && (statusCode < 400 || statusCode === 409)) return 'debug';
  if (statusCode >= 400) return 'warn';
  return 'info';
}
