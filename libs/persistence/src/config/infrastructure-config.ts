import { ConfigError } from './config-error';
import { integer, oneOf, optionalString, url, type Env } from './env-readers';
import { type LogFormat, readLogFormat } from './log-format';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What both the api and the worker need: the database, Redis and logging. */
export interface InfrastructureConfig {
  databaseUrl: string;
  /**
   * Where the reporting schema (the projections) lives: its own database when
   * REPORTING_DATABASE_URL is set, otherwise null = the main database.
   */
  reportingDatabaseUrl: string | null;
  redisUrl: string;
  logLevel: LogLevel;
  /** LOG_FORMAT: json (default, deployments) or pretty (npm start). */
  logFormat: LogFormat;
  databasePoolSize: number;
  /** Prefix of every Redis key (queues, rate limits): separates deployments and test runs sharing one Redis. */
  redisPrefix: string;
}

export function readInfrastructureConfig(env: Env): InfrastructureConfig {
  return {
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    reportingDatabaseUrl: readReportingDatabaseUrl(env),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: readLogFormat(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    redisPrefix: redisPrefix(env),
  };
}

/** REPORTING_DATABASE_URL when set (checked), else null: the reporting schema shares the main database. */
export function readReportingDatabaseUrl(env: Env): string | null {
  return env.REPORTING_DATABASE_URL?.trim() ? url(env, 'REPORTING_DATABASE_URL', ['postgres', 'postgresql']) : null;
}

function redisPrefix(env: Env): string {
  const value = optionalString(env, 'REDIS_PREFIX', 'voc');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) throw new ConfigError('REDIS_PREFIX', 'may hold only letters, digits, _ and - (at most 40)');
  return value;
}
