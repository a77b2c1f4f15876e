import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The server a test run uses: DATABASE_URL's, or the local one. */
export function testServerUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_SERVER_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminClient(serverUrl: string): Promise<Client> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres'), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (cause) {
    const where = new URL(serverUrl);
    throw new Error(
      `Tests need PostgreSQL at ${where.hostname}:${where.port || 5432} (set DATABASE_URL, or start it: ` +
        `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start): ${(cause as Error).message}`,
      { cause },
    );
  }
  return client;
}

/**
 * A uniquely named database on the test server, for one run; drop() removes it. With `template`,
 * a copy of that database (nobody may be connected to it meanwhile).
 */
export async function createThrowawayDatabase(prefix: string, serverUrl = testServerUrl(), { template }: { template?: string } = {}): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const client = await adminClient(serverUrl);
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Closes a database to connections (a template that CREATE DATABASE ... TEMPLATE may copy at any time). */
export async function closeToConnections(name: string, serverUrl = testServerUrl()): Promise<void> {
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
}
