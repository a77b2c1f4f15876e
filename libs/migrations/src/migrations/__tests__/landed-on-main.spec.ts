import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockOf, MIGRATION_DIRS, MIGRATION_LOCK, readMigrationFiles } from '../frozen-migrations';
import { changedSinceMain, checkLandedMigrations, type LandedState } from '../landed-on-main';
import { formerPaths } from '../migration-moves';

describe('no migration or lock entry that exists on main is changed or renamed', () => {
  const main: LandedState = { lock: { 'm/1-a.ts': 'h1', 'm/2-b.ts': 'h2', 'm/helper.ts': 'h9' }, files: { 'm/1-a.ts': 'h1', 'm/2-b.ts': 'h2' } };

  it.each<[string, LandedState, RegExp[]]>([
    ['the same as main', main, []],
    ['a new migration beside main\'s', { lock: { ...main.lock, 'm/3-c.ts': 'h3' }, files: { ...main.files, 'm/3-c.ts': 'h3' } }, []],
    ['a landed migration edited and refrozen', { lock: { ...main.lock, 'm/2-b.ts': 'h2x' }, files: { ...main.files, 'm/2-b.ts': 'h2x' } }, [/^m\/2-b\.ts: its lock entry is changed since main \(base1234\)/, /^m\/2-b\.ts is changed since main/]],
    ['a landed migration edited, lock left alone', { lock: main.lock, files: { ...main.files, 'm/1-a.ts': 'h1x' } }, [/^m\/1-a\.ts is changed since main/]],
    ['a landed migration renamed and refrozen', { lock: { 'm/1-a.ts': 'h1', 'm/7-b.ts': 'h2', 'm/helper.ts': 'h9' }, files: { 'm/1-a.ts': 'h1', 'm/7-b.ts': 'h2' } }, [/^m\/2-b\.ts: its lock entry is gone/, /^m\/2-b\.ts is gone \(renamed or removed\)/]],
    ['a file a migration imports edited and refrozen', { lock: { ...main.lock, 'm/helper.ts': 'h9x' }, files: main.files }, [/^m\/helper\.ts: its lock entry is changed/]],
  ])('%s', (_case, current, expected) => {
    const problems = changedSinceMain(main, current, 'base1234abcd');
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });

  describe('in a repository (a throw-away git clone of two migrations)', () => {
    let root: string;
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    const dir = MIGRATION_DIRS[0];
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const freeze = () => write(MIGRATION_LOCK, JSON.stringify(lockOf(readMigrationFiles(root)), null, 2));

    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'landed-on-main-'));
      for (const d of MIGRATION_DIRS) mkdirSync(path.join(root, d), { recursive: true });
      write(`${dir}/1000000000000-a.ts`, 'export const a = 1;\n');
      write(`${dir}/1000000000001-b.ts`, 'export const b = 1;\n');
      freeze();
      git('init', '-q', '-b', 'main');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'add', '.');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'landed');
      git('checkout', '-q', '-b', 'feature');
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('a branch that adds a migration passes, compared with the merge base', () => {
      write(`${dir}/1000000000002-c.ts`, 'export const c = 1;\n');
      freeze();
      expect(checkLandedMigrations(root).problems).toEqual([]);
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'add', '.');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'added');
      const check = checkLandedMigrations(root);
      expect(check.comparedWith).toMatch(/^the merge base with main/);
      expect(check.problems).toEqual([]);
    });

    it('a branch that renames a landed migration and refreezes fails, committed or not', () => {
      renameSync(path.join(root, `${dir}/1000000000001-b.ts`), path.join(root, `${dir}/1000000000005-b.ts`));
      freeze();
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qam', 'renamed', '--no-verify');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'add', '.');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'renamed too');
      const check = checkLandedMigrations(root);
      expect(check.comparedWith).toMatch(/^the merge base with main/);
      expect(check.problems).toEqual([expect.stringMatching(/1000000000001-b\.ts: its lock entry is gone/), expect.stringMatching(/1000000000001-b\.ts is gone/)]);
    });

    it('an edit not yet committed on a branch that is still main fails', () => {
      write(`${dir}/1000000000000-a.ts`, 'export const a = 2;\n');
      freeze();
      expect(checkLandedMigrations(root).problems).toEqual([
        expect.stringMatching(/1000000000000-a\.ts: its lock entry is changed/),
        expect.stringMatching(/1000000000000-a\.ts is changed since main/),
        expect.stringMatching(/1000000000000-a\.ts is changed in the working lock/),
      ]);
    });

    describe('the migrations moved to their home of today (MIGRATION_MOVES)', () => {
      const oldDir = formerPaths(dir).at(-1)!;
      const oldLock = formerPaths(MIGRATION_LOCK).at(-1)!;
      const commit = (message: string) => {
        git('-c', 'user.email=t@t', '-c', 'user.name=t', 'add', '-A', '.');
        git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', message);
      };
      // main as it was before the move: both migrations and the lock under their former paths
      beforeEach(() => {
        git('checkout', '-q', 'main');
        mkdirSync(path.dirname(path.join(root, oldDir)), { recursive: true });
        git('mv', dir, oldDir);
        const lock = JSON.parse(readFileSync(path.join(root, MIGRATION_LOCK), 'utf8')) as Record<string, string>;
        rmSync(path.join(root, MIGRATION_LOCK));
        write(oldLock, JSON.stringify(Object.fromEntries(Object.entries(lock).map(([f, h]) => [f.replace(dir, oldDir), h])), null, 2));
        commit('before the move');
        git('checkout', '-q', '-B', 'feature');
      });
      const move = () => {
        mkdirSync(path.dirname(path.join(root, dir)), { recursive: true });
        git('mv', oldDir, dir);
        rmSync(path.join(root, oldLock));
        freeze();
      };

      it('the move is the landed texts under their paths of today: it passes on the branch and on main after the merge', () => {
        expect(oldDir).not.toBe(dir);
        move();
        expect(checkLandedMigrations(root).problems).toEqual([]);
        commit('moved');
        expect(checkLandedMigrations(root)).toEqual({ comparedWith: expect.stringMatching(/^the merge base with main/), problems: [] });
        git('checkout', '-q', 'main');
        git('merge', '-q', '--ff-only', 'feature');
        expect(checkLandedMigrations(root)).toEqual({ comparedWith: expect.stringMatching(/landed history/), problems: [] });
      });

      it('a migration edited while it moves fails, on the branch and on main', () => {
        move();
        write(`${dir}/1000000000001-b.ts`, 'export const b = 2;\n');
        freeze();
        commit('moved and edited');
        expect(checkLandedMigrations(root).problems).toEqual([
          expect.stringMatching(new RegExp(`^${dir}/1000000000001-b\\.ts: its lock entry is changed since main`)),
          expect.stringMatching(new RegExp(`^${dir}/1000000000001-b\\.ts is changed since main`)),
        ]);
        git('checkout', '-q', 'main');
        git('merge', '-q', '--ff-only', 'feature');
        expect(checkLandedMigrations(root).problems).toEqual([expect.stringMatching(/1000000000001-b\.ts is changed in the lock of/)]);
      });

      it('a move not recorded in MIGRATION_MOVES fails: main has no lock where the check looks', () => {
        move();
        commit('moved');
        expect(checkLandedMigrations(root, []).problems).toEqual([expect.stringMatching(/has no migration lock at .*MIGRATION_MOVES/)]);
      });
    });

    it('a checkout without main: the lock history decides', () => {
      git('branch', '-q', '-m', 'main', 'trunk');
      write(`${dir}/1000000000001-b.ts`, 'export const b = 2;\n');
      freeze();
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qam', 'edited');
      const check = checkLandedMigrations(root);
      expect(check.comparedWith).toMatch(/no main in this checkout/);
      expect(check.problems).toEqual([expect.stringMatching(/1000000000001-b\.ts is changed in the lock of/)]);
    });

    it('on main itself (no branch to compare) the lock history decides', () => {
      git('checkout', '-q', 'main');
      write(`${dir}/1000000000000-a.ts`, 'export const a = 2;\n');
      freeze();
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qam', 'edited on main');
      const check = checkLandedMigrations(root);
      expect(check.comparedWith).toMatch(/landed history/);
      expect(check.problems).toEqual([expect.stringMatching(/1000000000000-a\.ts is changed in the lock of/)]);
    });
  });

  it('this repository: nothing landed on main was changed or renamed', () => {
    expect(checkLandedMigrations(path.resolve(__dirname, '../../../../..')).problems).toEqual([]);
  });
});
