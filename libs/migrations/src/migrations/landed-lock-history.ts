import { execFileSync } from 'node:child_process';
import type { MigrationLock } from './frozen-migrations';
import { formerPaths, MIGRATION_MOVES, pathToday, withPathsToday, type MigrationMove } from './migration-moves';

/**
 * The migration lock is checked against its own history, so a landed migration cannot be edited or
 * renamed by rewriting the lock in the same commit (`npm run migrations:freeze` makes that one
 * command). Landed = recorded in the lock of a commit on main's first-parent line: each such version
 * of the lock must keep every entry of the version before it, and the lock as it is now must keep
 * every entry of the newest landed version. A branch's own commits are not landed until merged.
 * Older versions are read with their entries named by today's paths (migration-moves.ts), so a
 * move of the migrations is no rewrite, and an edit made while moving one still is.
 */
export type LockVersion = { commit: string; lock: MigrationLock };

/** A landed entry that was changed before this check existed, accepted by commit and file (the file as the lock of that commit named it). */
export type AcceptedRewrite = { commit: string; file: string; why: string };

export const ACCEPTED_REWRITES: readonly AcceptedRewrite[] = [
  {
    commit: '6631a134',
    file: 'libs/persistence/src/reporting/migrations/1765400600000-ticket-kpi-rollup-key-index.ts',
    why: 'renumbered 1765400700000 on 2026-11-27, before the lock was checked against its history',
  },
];

function dropped(older: MigrationLock, newer: MigrationLock): { file: string; how: 'gone' | 'changed' }[] {
  return Object.entries(older)
    .filter(([file, hash]) => newer[file] !== hash)
    .map(([file]) => ({ file, how: newer[file] === undefined ? 'gone' : 'changed' }));
}

/**
 * What broke the lock's history: `landed` oldest first, `current` the lock in the working tree.
 * One sentence per problem, naming the commit and the file.
 */
export function lockHistoryProblems(
  landed: readonly LockVersion[],
  current: MigrationLock,
  accepted: readonly AcceptedRewrite[] = ACCEPTED_REWRITES,
  moves: readonly MigrationMove[] = MIGRATION_MOVES,
): string[] {
  const isAccepted = (commit: string, file: string) =>
    accepted.some((a) => commit.startsWith(a.commit) && pathToday(a.file, moves) === file);
  const problems: string[] = [];
  for (let i = 1; i < landed.length; i++) {
    for (const { file, how } of dropped(landed[i - 1].lock, landed[i].lock)) {
      if (isAccepted(landed[i].commit, file)) continue;
      problems.push(`${file} is ${how} in the lock of ${landed[i].commit.slice(0, 8)} after it landed in ${landed[i - 1].commit.slice(0, 8)}: landed migrations are never edited or renamed, write a new one`);
    }
  }
  const newest = landed[landed.length - 1];
  if (newest) {
    for (const { file, how } of dropped(newest.lock, current)) {
      problems.push(`${file} is ${how} in the working lock but landed in ${newest.commit.slice(0, 8)}: landed migrations are never edited or renamed, write a new one`);
    }
  }
  return problems;
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/**
 * The landed versions of the lock, read with git: on main (or a detached checkout, as CI's clone is)
 * main's first-parent line up to HEAD; on another branch, main's line up to where the branch left it.
 * The lock is followed through its former paths and its entries named by today's (`moves`).
 * Throws with the cause when the checkout has no history to read (not a git clone, or a shallow one).
 */
export function readLandedLockVersions(root: string, lockPath: string, moves: readonly MigrationMove[] = MIGRATION_MOVES): LockVersion[] {
  if (git(root, ['rev-parse', '--is-shallow-repository']) === 'true') {
    throw new Error('the migration lock is checked against its history, and this clone is shallow: clone without --depth');
  }
  const branch = git(root, ['branch', '--show-current']);
  const hasMain = git(root, ['branch', '--list', 'main']) !== '';
  const tip = branch === 'main' || branch === '' || !hasMain ? 'HEAD' : git(root, ['merge-base', 'HEAD', 'main']);
  const paths = formerPaths(lockPath, moves);
  const commits = git(root, ['log', '--first-parent', '--reverse', '--format=%H', tip, '--', ...paths]).split('\n').filter(Boolean);
  return commits.flatMap((commit) => {
    const present = git(root, ['ls-tree', '--name-only', commit, '--', ...paths]).split('\n').filter(Boolean);
    const at = paths.find((p) => present.includes(p));
    return at === undefined ? [] : [{ commit, lock: withPathsToday(JSON.parse(git(root, ['show', `${commit}:${at}`])) as MigrationLock, moves) }];
  });
}
