import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Options } from 'pino-http';
import { SMS_RECEIPT_PATH } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { logTransport, nestStartLinesAtDebug, type LogFormat, type LogLevel } from '@voc/config';
import { httpLogLevel } from './http-log-level';

export interface HttpLogSettings {
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** A file the pretty lines go to instead of stdout (tests). */
  destination?: string;
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; principal?: Principal; raw?: IncomingMessage };
type LoggedResponse = ServerResponse & { raw?: ServerResponse };

/**
 * Machine callbacks that come once per message sent: the SMS gateway's delivery receipts (thousands
 * when the demo's backlog is sent at a start). Their outcome is what the notify report counts, so a
 * line each at info would only bury the rest; a refused one is still at warn, a failure at error.
 */
const ROUTINE_CALLBACKS = new Set([`/api/${SMS_RECEIPT_PATH}`]);

/** Request and response headers ride along only when someone asked for them (LOG_LEVEL debug or trace). */
function wantsHeaders(level: LogLevel): boolean {
  return level === 'debug' || level === 'trace';
}

function pathOf(req: LoggedRequest): string {
  return req.originalUrl ?? req.url ?? '';
}

/** Who asked, as the log names them: "staff 0f3c…" (the principal the bearer guard set), '' when nobody signed in. */
function signedIn(req: LoggedRequest): string {
  return req.principal ? ` · ${req.principal.type} ${req.principal.userId}` : '';
}

function errorName(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * pino-http's settings for the api: one line per finished request (method, path, status, time and
 * who, when signed in) at the level its status earns (httpLogLevel), the cause of a 5xx with its
 * stack, and headers only at debug. Every line a request's handlers log carries the request too,
 * so it is kept to its id, method and path; the JSON of LOG_FORMAT=json keeps them as fields, the
 * readable lines of `pretty` drop what the message already says.
 */
export function httpLogOptions({ logLevel, logFormat, destination }: HttpLogSettings): Options {
  const headers = wantsHeaders(logLevel);
  return {
    level: logLevel,
    transport: logTransport(logFormat, destination, headers ? ['responseTime', 'user'] : ['req', 'res', 'responseTime', 'user']),
    hooks: { logMethod: nestStartLinesAtDebug },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'res.headers["set-cookie"]'],
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: pathOf(req.raw ?? req), ...(headers ? { headers: (req.raw ?? req).headers } : {}) }),
      res: (res: LoggedResponse) => ({ statusCode: res.statusCode, ...(headers ? { headers: (res.raw ?? res).getHeaders?.() } : {}) }),
    },
    customLogLevel: (req: LoggedRequest, res, error) => httpLogLevel(res.statusCode, error, { routine: ROUTINE_CALLBACKS.has(pathOf(req).split('?')[0]) }),
    customProps: (req: LoggedRequest) => (req.principal ? { user: { id: req.principal.userId, type: req.principal.type } } : {}),
    customSuccessMessage: (req: LoggedRequest, res, ms) => `${req.method} ${pathOf(req)} ${res.statusCode} ${ms} ms${signedIn(req)}`,
    // pino-http passes the time too (its typings leave it out).
    customErrorMessage: (req: LoggedRequest, res, error, ms?: number) => `${req.method} ${pathOf(req)} ${res.statusCode} ${ms ?? '?'} ms${signedIn(req)} · ${errorName(error)}`,
  };
}
