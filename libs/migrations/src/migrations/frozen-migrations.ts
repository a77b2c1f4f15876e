import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Landed migrations are frozen: a database that ran one must never meet a different text under the
 * same name. The lock file records the sha256 of every migration file of both streams and of every
 * file they import; a change to a recorded file, or a migration the lock does not know, is a
 * problem the unit tests report. `npm run migrations:freeze` records a new migration.
 */
export const MIGRATION_DIRS = ['libs/migrations/src/migrations', 'libs/migrations/src/reporting/migrations'] as const;
export const MIGRATION_LOCK = 'libs/migrations/migrations.lock.json';

export type MigrationLock = Record<string, string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Relative imports of a migration, as repository paths (`.ts` added). */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => path.posix.join(path.posix.dirname(file), `${m[1]}.ts`));
}

/** The migration files of both streams and what they import, with their texts (paths relative to `root`). */
export function readMigrationFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(path.join(root, file), 'utf8');
    files.set(file, text);
    for (const imported of importsOf(file, text)) add(imported);
  };
  for (const dir of MIGRATION_DIRS) {
    for (const name of readdirSync(path.join(root, dir)).filter((n) => /^\d{13}-.+\.ts$/.test(n)).sort()) add(`${dir}/${name}`);
  }
  return files;
}

export function lockOf(files: ReadonlyMap<string, string>): MigrationLock {
  return Object.fromEntries([...files.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([file, text]) => [file, sha256(text)]));
}

/** What is wrong between the files as they are and the lock: one sentence each, naming the file. */
export function migrationProblems(files: ReadonlyMap<string, string>, lock: MigrationLock): string[] {
  const problems: string[] = [];
  for (const [file, hash] of Object.entries(lock)) {
    const text = files.get(file);
    if (text === undefined) problems.push(`${file} is a landed migration (or what one imports) and is gone: landed migrations are never removed`);
    else if (sha256(text) !== hash) problems.push(`${file} changed after it landed: write a new migration instead (landed migrations are frozen)`);
  }
  for (const file of files.keys()) {
    if (!(file in lock)) problems.push(`${file} is not recorded in ${MIGRATION_LOCK}: run \`npm run migrations:freeze\` when the migration is final`);
  }
  return problems;
}
