import type { LevelWithSilent } from 'pino';

/**
 * The level a finished request is logged at: a server fault (5xx, or an error the answer carried)
 * at error, a refused request (4xx) at warn, everything else at info.
 */
export function httpLogLevel(statusCode: number, error?: unknown): LevelWithSilent {
  if (error || statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  return 'info';
}
