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
  /**
   * Prefix of every Redis key (queues, rate limits): separates deployments and test runs sharing
   * one Redis. On a Redis Cluster it is a hash tag (`{voc}`), so that every key of the deployment
   * falls in one slot, as BullMQ's scripts and the sign-in limiter's MULTI need.
   */
  redisPrefix: string;
  /** REDIS_CLUSTER=1: a Redis Cluster, reached through these seed nodes (REDIS_CLUSTER_NODES, else REDIS_URL's host). null: one Redis. */
  redisCluster: RedisClusterConfig | null;
}

export interface RedisClusterConfig {
  nodes: Array<{ host: string; port: number }>;
}

export function readInfrastructureConfig(env: Env): InfrastructureConfig {
  return {
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    reportingDatabaseUrl: readReportingDatabaseUrl(env),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: readLogFormat(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    redisPrefix: redisCluster(env) ? `{${redisPrefix(env)}}` : redisPrefix(env),
    redisCluster: redisCluster(env),
  };
}

/** REPORTING_DATABASE_URL when set (checked), else null: the reporting schema shares the main database. */
export function readReportingDatabaseUrl(env: Env): string | null {
  return env.REPORTING_DATABASE_URL?.trim() ? url(env, 'REPORTING_DATABASE_URL', ['postgres', 'postgresql']) : null;
}

const NODE = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):(\d{1,5})$/;

/** REDIS_CLUSTER and REDIS_CLUSTER_NODES (`host:port,host:port`); the seed defaults to REDIS_URL's host and port. */
function redisCluster(env: Env): RedisClusterConfig | null {
  const on = oneOf(env, 'REDIS_CLUSTER', ['0', '1'], '0') === '1';
  const listed = optionalString(env, 'REDIS_CLUSTER_NODES', '');
  if (!on) {
    if (listed !== '') throw new ConfigError('REDIS_CLUSTER_NODES', 'is set but REDIS_CLUSTER is not 1');
    return null;
  }
  if (listed === '') {
    const seed = new URL(url(env, 'REDIS_URL', ['redis', 'rediss']));
    return { nodes: [{ host: seed.hostname, port: Number(seed.port || 6379) }] };
  }
  const nodes = listed.split(',').map((entry) => {
    const match = NODE.exec(entry.trim());
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65535) throw new ConfigError('REDIS_CLUSTER_NODES', `must be host:port entries separated by commas, got "${entry.trim()}"`);
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
  });
  return { nodes };
}

function redisPrefix(env: Env): string {
  const value = optionalString(env, 'REDIS_PREFIX', 'voc');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) throw new ConfigError('REDIS_PREFIX', 'may hold only letters, digits, _ and - (at most 40)');
  return value;
}
