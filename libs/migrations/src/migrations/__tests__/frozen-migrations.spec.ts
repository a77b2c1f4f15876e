import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lockOf, MIGRATION_LOCK, migrationProblems, readMigrationFiles, type MigrationLock } from '../frozen-migrations';

const root = path.resolve(__dirname, '../../../../..');

describe('landed migrations are frozen', () => {
  const files = readMigrationFiles(root);

  if (process.env.FREEZE_MIGRATIONS === '1') {
    it('records the migrations as they are now (npm run migrations:freeze)', () => {
      writeFileSync(path.join(root, MIGRATION_LOCK), `${JSON.stringify(lockOf(files), null, 2)}\n`);
    });
    return;
  }

  it('every migration file and what it imports is the text that landed', () => {
    const lock = JSON.parse(readFileSync(path.join(root, MIGRATION_LOCK), 'utf8')) as MigrationLock;
    expect(migrationProblems(files, lock)).toEqual([]);
  });

  it('reads both streams and the files the migrations import', () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'libs/migrations/src/migrations/1763780400000-create-tickets-and-events.ts',
        'libs/migrations/src/reporting/migrations/1763812800000-create-survey-projections.ts',
        'libs/migrations/src/reporting/migrations/frozen/reporting-tables-1763794800000.sql.ts',
        'libs/migrations/src/event-log/event-log-channel.ts',
      ]),
    );
  });

  const landed = new Map([
    ['m/1-a.ts', 'CREATE TABLE a'],
    ['m/2-b.ts', 'CREATE TABLE b'],
  ]);
  const lock = lockOf(landed);

  it.each<[string, Map<string, string>, RegExp[]]>([
    ['nothing changed', new Map(landed), []],
    ['a landed text edited', new Map([...landed, ['m/1-a.ts', 'CREATE TABLE a (x int)']]), [/^m\/1-a\.ts changed after it landed/]],
    ['a landed file removed', new Map([['m/2-b.ts', 'CREATE TABLE b']]), [/^m\/1-a\.ts is a landed migration .* is gone/]],
    ['a new migration not yet recorded', new Map([...landed, ['m/3-c.ts', 'CREATE TABLE c']]), [/^m\/3-c\.ts is not recorded .* `npm run migrations:freeze`/]],
  ])('%s', (_case, files_, expected) => {
    const problems = migrationProblems(files_, lock);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });
});
