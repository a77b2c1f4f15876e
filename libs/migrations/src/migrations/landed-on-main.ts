import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATION_DIRS, MIGRATION_LOCK, readMigrationFiles, type MigrationLock } from './frozen-migrations';
import { lockHistoryProblems, readLandedLockVersions } from './landed-lock-history';
import { formerPaths, MIGRATION_MOVES, pathToday, withPathsToday, type MigrationMove } from './migration-moves';

/**
 * A migration that exists on main is landed: its file and its lock entry stay as they are on main.
 * The branch (or working tree) is compared with the merge base of HEAD and main, so a migration
 * rewritten in the same commit as its lock entry fails before it is merged. Where the checkout has
 * no main to compare with (or is main itself), the lock's own landed history decides
 * (landed-lock-history.ts). `npm test` runs this first (scripts/test-all.ts). Main's older commits
 * are read through the migrations' moves (migration-moves.ts): a file moved is compared, by its
 * text, with what landed under its former path.
 */

/**
 * What main held at the merge base: its lock, and each migration file (both streams) by its git
 * blob id, which the working tree's files are hashed to the same way (no git call per file).
 */
export type LandedState = { lock: MigrationLock; files: MigrationLock };

/** The id git gives a file's text as a blob (`git hash-object`). */
export const gitBlobId = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
};

/**
 * What was changed or renamed since main: every lock entry and every migration file of `landed` must
 * be in `current` with the same hash. One sentence per problem, naming the file; `base` names the
 * commit compared with.
 */
export function changedSinceMain(landed: LandedState, current: LandedState, base: string): string[] {
  const problems: string[] = [];
  const at = base.slice(0, 8);
  for (const [file, hash] of Object.entries(landed.lock)) {
    const now = current.lock[file];
    if (now === hash) continue;
    problems.push(`${file}: its lock entry is ${now === undefined ? 'gone' : 'changed'} since main (${at}): landed migrations are never edited or renamed, write a new one`);
  }
  for (const [file, hash] of Object.entries(landed.files)) {
    const now = current.files[file];
    if (now === hash) continue;
    problems.push(`${file} is ${now === undefined ? 'gone (renamed or removed)' : 'changed'} since main (${at}): landed migrations are never edited or renamed, write a new one`);
  }
  return problems;
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 }).trim();

function tryGit(root: string, args: string[]): string | undefined {
  try {
    return git(root, args);
  } catch {
    return undefined;
  }
}

/** A migration of either stream (not a file one imports). */
const isMigrationFile = (file: string) =>
  (MIGRATION_DIRS as readonly string[]).includes(path.posix.dirname(file)) && /^\d{13}-.+\.ts$/.test(path.posix.basename(file));

/** The merge base of HEAD with origin/main, else with main; undefined when neither ref exists. */
export function mainMergeBase(root: string): { ref: string; base: string } | undefined {
  for (const ref of ['origin/main', 'main']) {
    if (tryGit(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) === undefined) continue;
    const base = tryGit(root, ['merge-base', 'HEAD', ref]);
    if (base) return { ref, base };
  }
  return undefined;
}

/**
 * The lock and the migration files (both streams' directories) as they are in `commit`, named by
 * their paths today (where the commit has them under a former path, `moves`): a few git calls.
 */
export function readLandedState(root: string, commit: string, moves: readonly MigrationMove[] = MIGRATION_MOVES): LandedState {
  const lockText = formerPaths(MIGRATION_LOCK, moves)
    .map((lockPath) => tryGit(root, ['show', `${commit}:${lockPath}`]))
    .find((text) => text !== undefined);
  const entries = git(root, ['ls-tree', '-r', commit, '--', ...MIGRATION_DIRS.flatMap((dir) => formerPaths(dir, moves))])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      return [pathToday(file, moves), meta.split(' ')[2]] as const;
    })
    .filter(([file]) => isMigrationFile(file));
  return { lock: lockText === undefined ? {} : withPathsToday(JSON.parse(lockText) as MigrationLock, moves), files: Object.fromEntries(entries) };
}

/**
 * Main always has the lock: where the merge base has none at the lock's path or a former one, the
 * lock (or its folder) was moved without a MIGRATION_MOVES entry, and nothing of main would be
 * compared at all.
 */
export function lockMissingOnMain(root: string, base: string, moves: readonly MigrationMove[] = MIGRATION_MOVES): string[] {
  const paths = formerPaths(MIGRATION_LOCK, moves);
  if (paths.some((lockPath) => tryGit(root, ['cat-file', '-e', `${base}:${lockPath}`]) !== undefined)) return [];
  return [`main (${base.slice(0, 8)}) has no migration lock at ${paths.join(' or ')}: a moved lock or migration folder is recorded in MIGRATION_MOVES (migration-moves.ts), so what landed is still compared`];
}

/** The lock and the migration files as they are in the working tree. */
export function readCurrentState(root: string): LandedState {
  const files = [...readMigrationFiles(root)].filter(([file]) => isMigrationFile(file));
  return {
    lock: JSON.parse(readFileSync(path.join(root, MIGRATION_LOCK), 'utf8')) as MigrationLock,
    files: Object.fromEntries(files.map(([file, text]) => [file, gitBlobId(text)])),
  };
}

export type LandedCheck = { comparedWith: string; problems: string[] };

/**
 * The whole check: the working tree against the merge base with main when the checkout has main
 * (origin/main or main). Where it has none, or HEAD is that merge base (main itself, where a merge
 * commit is the change), the lock's landed history decides as well.
 */
export function checkLandedMigrations(root: string, moves: readonly MigrationMove[] = MIGRATION_MOVES): LandedCheck {
  const main = mainMergeBase(root);
  const head = tryGit(root, ['rev-parse', 'HEAD']);
  const againstMain = main ? [...lockMissingOnMain(root, main.base, moves), ...changedSinceMain(readLandedState(root, main.base, moves), readCurrentState(root), main.base)] : [];
  if (main && main.base !== head) return { comparedWith: `the merge base with ${main.ref}, ${main.base.slice(0, 8)}`, problems: againstMain };
  const history = lockHistoryProblems(readLandedLockVersions(root, MIGRATION_LOCK, moves), readCurrentState(root).lock, undefined, moves);
  return {
    comparedWith: main ? `${main.ref} (HEAD) and the lock's landed history` : "the lock's landed history (no main in this checkout)",
    problems: [...againstMain, ...history],
  };
}
