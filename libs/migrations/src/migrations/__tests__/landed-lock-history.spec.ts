import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATION_LOCK, type MigrationLock } from '../frozen-migrations';
import { ACCEPTED_REWRITES, lockHistoryProblems, readLandedLockVersions, type LockVersion } from '../landed-lock-history';
import { pathToday } from '../migration-moves';

const root = path.resolve(__dirname, '../../../../..');

describe('the migration lock keeps its landed entries', () => {
  const a = { 'm/1-a.ts': 'h1' };
  const ab = { ...a, 'm/2-b.ts': 'h2' };
  const v = (commit: string, lock: MigrationLock): LockVersion => ({ commit, lock });

  it.each<[string, LockVersion[], MigrationLock, RegExp[]]>([
    ['a new migration added', [v('c1', a), v('c2', ab)], { ...ab, 'm/3-c.ts': 'h3' }, []],
    ['a landed migration edited and refrozen in one commit', [v('c1', a), v('c2', { 'm/1-a.ts': 'h1x' })], { 'm/1-a.ts': 'h1x' }, [/^m\/1-a\.ts is changed in the lock of c2 after it landed in c1/]],
    ['a landed migration renamed and refrozen in one commit', [v('c1', ab), v('c2', { ...a, 'm/9-b.ts': 'h2' })], { ...a, 'm/9-b.ts': 'h2' }, [/^m\/2-b\.ts is gone in the lock of c2/]],
    ['a landed migration edited in the working tree and refrozen', [v('c1', ab)], { ...a, 'm/2-b.ts': 'h2x' }, [/^m\/2-b\.ts is changed in the working lock but landed in c1/]],
    ['no landed version yet', [], ab, []],
  ])('%s', (_case, landed, current, expected) => {
    const problems = lockHistoryProblems(landed, current, []);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });

  it('a move of the migrations is no rewrite; an edit made while moving is one', () => {
    const moves = [{ from: 'old/', to: 'new/', why: 'test' }];
    const before = { 'old/m/1-a.ts': 'h1', 'old/m/2-b.ts': 'h2' };
    const after = { 'new/m/1-a.ts': 'h1', 'new/m/2-b.ts': 'h2' };
    const today = (lock: MigrationLock) => Object.fromEntries(Object.entries(lock).map(([f, h]) => [pathToday(f, moves), h]));
    expect(lockHistoryProblems([v('c1', today(before)), v('c2', after)], after, [], moves)).toEqual([]);
    expect(lockHistoryProblems([v('c1', today(before)), v('c2', { ...after, 'new/m/2-b.ts': 'h2x' })], { ...after, 'new/m/2-b.ts': 'h2x' }, [], moves)).toEqual([
      expect.stringMatching(/^new\/m\/2-b\.ts is changed in the lock of c2 after it landed in c1/),
    ]);
    const accepted = [{ commit: 'c2', file: 'old/m/2-b.ts', why: 'named as its lock named it then' }];
    expect(lockHistoryProblems([v('c1', today(before)), v('c2', today({ ...before, 'old/m/2-b.ts': 'h2x' }))], today({ ...before, 'old/m/2-b.ts': 'h2x' }), accepted, moves)).toEqual([]);
  });

  it('an accepted rewrite is accepted only for its commit and file', () => {
    const accepted = [{ commit: 'c2', file: 'm/2-b.ts', why: 'test' }];
    const landed = [v('c1', ab), v('c2', { ...a, 'm/9-b.ts': 'h2' })];
    expect(lockHistoryProblems(landed, landed[1].lock, accepted)).toEqual([]);
    expect(lockHistoryProblems([v('c1', ab), v('c3', a)], a, accepted)).toHaveLength(1);
  });

  describe('this repository', () => {
    const landed = readLandedLockVersions(root, MIGRATION_LOCK);
    const current = JSON.parse(readFileSync(path.join(root, MIGRATION_LOCK), 'utf8')) as MigrationLock;

    it('reads the landed history of the lock', () => {
      expect(landed.length).toBeGreaterThan(10);
    });

    it('no landed migration was edited or renamed, in any commit or in the working tree', () => {
      expect(lockHistoryProblems(landed, current)).toEqual([]);
    });

    it('the one rewrite before this check is found when it is not accepted', () => {
      const problems = lockHistoryProblems(landed, current, []);
      expect(problems).toEqual([expect.stringContaining(pathToday(ACCEPTED_REWRITES[0].file))]);
    });
  });
});
