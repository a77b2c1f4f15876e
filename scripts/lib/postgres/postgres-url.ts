// PostgreSQL connection URLs: which database they name, and whether they are the default local one.

import { LOCAL_HOSTS } from '../service-url';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/voc';
export const DEFAULT_POSTGRES_PORT = 5432;

/** The same server and credentials with another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The database a URL names (postgres when it names none). */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  return name || 'postgres';
}

/**
 * Whether the URL is the default local server (postgres@127.0.0.1:5432 without a password or
 * options), the one an embedded PostgreSQL may stand in for.
 */
export function isDefaultLocalPostgres(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      LOCAL_HOSTS.has(u.hostname) &&
      (u.port === '' || u.port === String(DEFAULT_POSTGRES_PORT)) &&
      (u.username === '' || u.username === 'postgres') &&
      u.password === '' &&
      !u.search
    );
  } catch {
    return false;
  }
}

/** The URL of the embedded server for `database` on this port. */
export function embeddedPostgresUrl(port: number, database: string): string {
  return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database || 'postgres')}`;
}
