// A PostgreSQL that answers for the product: the configured one, or an embedded one.

import { consoleLog, type Log } from '../log';
import { oneLine, errorText } from '../error-text';
import { freePort, isPortFree } from '../network/ports';
import { type OutputStream } from '../processes/child-process';
import { describeAddress } from '../service-url';
import { StartupError } from '../startup-error';
import { DEFAULT_PG_DATA_DIR, startEmbeddedPostgres } from './embedded-postgres';
import { adminClient, createDatabaseIfMissing, pgReason } from './postgres-client';
import { databaseName, DEFAULT_DATABASE_URL, DEFAULT_POSTGRES_PORT, isDefaultLocalPostgres } from './postgres-url';

export interface EnsurePostgresOptions {
  /** DATABASE_URL; unset: the default local server, or an embedded one. */
  databaseUrl?: string;
  /** Where an embedded server keeps its data. */
  dataDir?: string;
  log?: Log;
  output?: OutputStream | false;
}

export interface EnsuredPostgres {
  url: string;
  stop(): Promise<void>;
  embedded: boolean;
  /** Where the embedded server keeps its data (only when embedded). */
  dataDir?: string;
}

/**
 * Make sure a PostgreSQL server answers for `databaseUrl` and that its database exists.
 *
 * - If the server answers: create the database if missing; stop() does nothing.
 * - If not, and the URL is unset or the default local one (postgres@127.0.0.1:5432, no password):
 *   start an embedded PostgreSQL with its data under `dataDir` (reused when already initialised)
 *   on 5432 if free, else on a free port; stop() stops it.
 * - Otherwise throw a StartupError naming DATABASE_URL and the address.
 */
export async function ensurePostgres({ databaseUrl, dataDir = DEFAULT_PG_DATA_DIR, log = consoleLog, output = false }: EnsurePostgresOptions = {}): Promise<EnsuredPostgres> {
  const url = databaseUrl || DEFAULT_DATABASE_URL;
  try {
    new URL(url);
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid URL: ${oneLine(url)}`);
  }
  const mayEmbed = !databaseUrl || isDefaultLocalPostgres(url);
  const address = describeAddress(url, DEFAULT_POSTGRES_PORT);

  let reason: string | undefined;
  try {
    const client = await adminClient(url);
    await client.end().catch(() => {});
  } catch (err) {
    reason = pgReason(err);
  }

  if (reason === undefined) {
    try {
      if (await createDatabaseIfMissing(url)) log(`created database "${databaseName(url)}" on ${address}`);
    } catch (err) {
      throw new StartupError(`PostgreSQL at ${address} answers but database "${databaseName(url)}" cannot be created: ${errorText(err)}`);
    }
    return { url, stop: async () => {}, embedded: false };
  }

  if (!mayEmbed) {
    const what = reason.startsWith('login refused') ? 'refuses the login' : 'does not answer';
    throw new StartupError(
      `DATABASE_URL points to PostgreSQL at ${address}, which ${what} (${reason}); start it, fix DATABASE_URL, or unset it to use the built-in database`,
    );
  }

  log(`no PostgreSQL usable at ${address} (${reason}); starting the embedded one`);
  const port = (await isPortFree(DEFAULT_POSTGRES_PORT)) ? DEFAULT_POSTGRES_PORT : await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir, port, database: databaseName(url), log, output });
  return { url: embedded.url, stop: embedded.stop, embedded: true, dataDir: embedded.dataDir };
}
