import type { Env } from './env-readers';
import { oneOf } from './env-readers';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT: `json` (the default: one JSON object a line, what deployments ship to their log
 * store) or `pretty` (readable lines through pino-pretty, what `npm start` sets for a person at
 * a terminal).
 */
export function readLogFormat(env: Env): LogFormat {
  return oneOf(env, 'LOG_FORMAT', LOG_FORMATS, 'json');
}

export interface PinoTransport {
  target: string;
  options: Record<string, unknown>;
}

/**
 * The pino transport of a log format: none for JSON (pino writes to stdout itself), pino-pretty
 * for `pretty` (time in local clock, no pid or host, nor the `hidden` fields a line's message
 * already says; `destination` for tests, stdout otherwise). Colours follow pino-pretty's own test
 * of the terminal, which FORCE_COLOR overrides (npm start sets it when its console is a terminal:
 * the children's stdout is a pipe to it).
 */
export function logTransport(format: LogFormat, destination?: string, hidden: readonly string[] = []): PinoTransport | undefined {
  if (format === 'json') return undefined;
  return {
    target: 'pino-pretty',
    options: {
      translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
      ignore: ['pid', 'hostname', ...hidden].join(','),
      singleLine: true,
      ...(destination ? { destination, colorize: false } : {}),
    },
  };
}
