/**
 * Where the migrations lived before. A landed migration is known by its path today: the landed
 * checks (landed-on-main.ts, landed-lock-history.ts) read main's older commits, whose lock and
 * files still carry a former path, through these moves. A move changes paths only: the texts and
 * their hashes stay what landed, so a migration edited on the way still fails the checks.
 */
export type MigrationMove = { from: string; to: string; why: string };

export const MIGRATION_MOVES: readonly MigrationMove[] = [
  {
    from: 'libs/persistence/',
    to: 'libs/migrations/',
    why: 'issue 34: libs/persistence split by job; both streams, event-log/ and the lock moved together, every relative import unchanged',
  },
];

/** A repository path as it is called today (the moves applied in order). */
export function pathToday(file: string, moves: readonly MigrationMove[] = MIGRATION_MOVES): string {
  return moves.reduce((p, move) => (p.startsWith(move.from) ? move.to + p.slice(move.from.length) : p), file);
}

/** Every path a file of today may have had in older commits: itself first, then its former names. */
export function formerPaths(file: string, moves: readonly MigrationMove[] = MIGRATION_MOVES): string[] {
  const paths = [file];
  for (const move of [...moves].reverse()) {
    for (const p of [...paths]) if (p.startsWith(move.to)) paths.push(move.from + p.slice(move.to.length));
  }
  return [...new Set(paths)];
}

/** A lock or file list with its keys renamed to today's paths. */
export function withPathsToday<T>(entries: Record<string, T>, moves: readonly MigrationMove[] = MIGRATION_MOVES): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).map(([file, value]) => [pathToday(file, moves), value]));
}
