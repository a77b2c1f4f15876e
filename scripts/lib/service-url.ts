// Service URLs (PostgreSQL, Redis, the survey service) as they appear in messages.

/** Host names that mean this machine. */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** host:port of a URL, without credentials. */
export function describeAddress(url: string, defaultPort: number): string {
  try {
    const u = new URL(url);
    return `${u.hostname || '127.0.0.1'}:${u.port || defaultPort}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** The URL with any password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}
