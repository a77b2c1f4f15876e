// Redis URLs: whether one may be stood in for by a redis-server of ours, and where that one listens.

import { LOCAL_HOSTS } from '../service-url';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_REDIS_PORT = 6379;

/** Whether the URL is a Redis on this machine without credentials (redis-server may stand in). */
export function isLocalNoAuthRedis(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'redis:' && LOCAL_HOSTS.has(u.hostname) && !u.password && !u.username;
  } catch {
    return false;
  }
}

/** The port a Redis URL names (6379 when it names none). */
export function redisPort(url: URL): number {
  return Number(url.port || DEFAULT_REDIS_PORT);
}

/** The URL with 127.0.0.1:`port` as its address (no trailing slash). */
export function localRedisUrl(url: URL, port: number): string {
  const u = new URL(url.toString());
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString().replace(/\/$/, '');
}
