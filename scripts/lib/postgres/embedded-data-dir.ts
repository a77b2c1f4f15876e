// The embedded PostgreSQL's data folder: one the postgres user can reach, initialised once.

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

import { type Log } from '../log';
import { type OutputStream } from '../processes/child-process';
import { runProcess } from '../processes/run-process';
import { INFRASTRUCTURE_LAYER } from '../processes/shutdown';
import { StartupError } from '../startup-error';
import { type PostgresBinaries } from './embedded-binaries';
import { canTraverseAs, type UserIds } from './postgres-system-user';

const FALLBACK_PARENT = '/var/lib/voc-embedded-postgres';

/** The environment PostgreSQL's own tools run in: the C locale, whatever ours is. */
export const POSTGRES_TOOL_ENV = { LC_ALL: 'C', LANG: undefined };

/**
 * `dataDir`, or when the postgres user cannot enter its parent, a folder of its own under
 * /var/lib/voc-embedded-postgres named after it.
 */
export async function reachableDataDir(dataDir: string, ids: UserIds, log: Log): Promise<string> {
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  if (canTraverseAs(path.dirname(dataDir), ids)) return dataDir;
  const alt = path.join(FALLBACK_PARENT, createHash('sha256').update(dataDir).digest('hex').slice(0, 12));
  log(`user postgres cannot enter ${path.dirname(dataDir)}; keeping the embedded database in ${alt} instead`);
  await fsp.mkdir(path.dirname(alt), { recursive: true, mode: 0o755 });
  await fsp.chmod(path.dirname(alt), 0o755);
  if (!canTraverseAs(path.dirname(alt), ids)) {
    throw new StartupError(`user postgres cannot enter ${path.dirname(alt)}; make the folders above it world-executable (chmod o+x)`);
  }
  return alt;
}

/** The major version in `postgres --version` output ("postgres (PostgreSQL) 18.1" → "18"). */
export function majorVersion(versionOutput: string): string | undefined {
  return /(\d+)(\.\d+)?/.exec(versionOutput)?.[1];
}

/**
 * Initialise `dataDir` unless it holds a database already (trust auth for user postgres, UTF8).
 * Refuses a data folder of another major version and a non-empty folder that is not one.
 */
export async function initialiseDataDir(
  bins: PostgresBinaries,
  dataDir: string,
  { ids, log, output }: { ids: UserIds; log: Log; output: OutputStream | false },
): Promise<void> {
  const binaryMajor = majorVersion(execFileSync(bins.postgres, ['--version'], { encoding: 'utf8' }));
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const dataMajor = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
    if (binaryMajor && dataMajor !== binaryMajor) {
      throw new StartupError(
        `${dataDir} holds a PostgreSQL ${dataMajor} database but the embedded server is PostgreSQL ${binaryMajor}; delete that folder (its local data is lost) and start again`,
      );
    }
    return;
  }
  let entries: string[] = [];
  try {
    entries = await fsp.readdir(dataDir);
  } catch {
    /* does not exist yet */
  }
  if (entries.length > 0) {
    throw new StartupError(`${dataDir} exists but is not a PostgreSQL data folder (an interrupted first start?); delete it and start again`);
  }
  await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined && ids.gid !== undefined) await fsp.chown(dataDir, ids.uid, ids.gid);
  log(`initialising the embedded PostgreSQL ${binaryMajor ?? ''} in ${dataDir}`);
  await runProcess(
    'initdb',
    bins.initdb,
    [
      `--pgdata=${dataDir}`,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      ...(Number(binaryMajor) >= 17 ? ['--locale-provider=builtin', '--builtin-locale=C.UTF-8'] : []),
      '--no-instructions',
    ],
    { cwd: '/', env: POSTGRES_TOOL_ENV, output, layer: INFRASTRUCTURE_LAYER, ...ids, what: 'initialising the embedded PostgreSQL' },
  );
}
