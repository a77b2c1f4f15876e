// Connections to a PostgreSQL server for checking it and creating the product's database.

import pg from 'pg';

import { errorText } from '../error-text';
import { databaseName, withDatabase } from './postgres-url';

const INVALID_CATALOG_NAME = '3D000';
const DUPLICATE_DATABASE = '42P04';
const LOGIN_REFUSED = ['28P01', '28000'];

function sqlState(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
}

/** A connected client to `database` on the server of `url` (3 s to connect). */
export async function pgConnect(url: string, database: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: withDatabase(url, database), connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
}

/** A connection to the server's maintenance database (postgres, else template1). */
export async function adminClient(url: string): Promise<pg.Client> {
  try {
    return await pgConnect(url, 'postgres');
  } catch (err) {
    if (sqlState(err) === INVALID_CATALOG_NAME) return pgConnect(url, 'template1');
    throw err;
  }
}

/** Create the database the URL names unless it exists; answers whether it was created. */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = databaseName(url);
  const client = await adminClient(url);
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        return true;
      } catch (err) {
        if (sqlState(err) !== DUPLICATE_DATABASE) throw err; // created meanwhile by someone else
      }
    }
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why a connection failed, as one line ("login refused: …" when the server refused the login). */
export function pgReason(err: unknown): string {
  if (LOGIN_REFUSED.includes(String(sqlState(err)))) return `login refused: ${errorText({ message: (err as Error).message })}`;
  return errorText(err);
}
