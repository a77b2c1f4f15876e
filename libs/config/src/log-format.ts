import type { LogFn, Logger } from 'pino';
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

/** Nest's own start-up lines: a line per module and per route (some 140 for the api), at info. */
const NEST_START_CONTEXTS = new Set(['InstanceLoader', 'RouterExplorer', 'RoutesResolver']);
const INFO = 30;

/**
 * A pino `logMethod` hook that logs Nest's start-up lines (which module was loaded, which route
 * mapped) at debug instead of info: the console of a start shows what the product says, and
 * LOG_LEVEL=debug still shows them.
 */
export function nestStartLinesAtDebug(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const first: unknown = args[0];
  const context = typeof first === 'object' && first !== null ? (first as { context?: unknown }).context : undefined;
  if (level === INFO && typeof context === 'string' && NEST_START_CONTEXTS.has(context)) {
    this.debug(...args);
    return;
  }
  method.apply(this, args);
}
