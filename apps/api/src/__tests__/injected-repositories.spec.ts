import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Handlers and services get their repositories injected by Nest (common/persistence/
 * repository-providers: the repository over the pool, or its factory's `for(tx)` inside a unit of
 * work), never by `new XRepository(...)` of their own. Who may make one: a module (its providers),
 * a repository (a variant of itself, e.g. KpiMonthlyRepository.live()), and the demo seed, which
 * runs outside Nest and wires its services by hand.
 */
const SRC = path.resolve(__dirname, '..');

/** A repository (or a read model named Reads or Queries) made in place. */
const NEW_REPOSITORY = /\bnew\s+([A-Z][A-Za-z0-9]*(?:Repository|Reads|Queries))\s*\(/g;

/** The files that may make repositories: modules, repositories, the demo seed. */
export function mayMakeRepositories(file: string): boolean {
  return /\.module\.ts$/.test(file) || /(^|\/)repositories\//.test(file) || /\.repository\.ts$/.test(file) || file.startsWith('demo-data/');
}

/** Every `new XRepository(` outside the files that may make them, as "file:line XRepository". */
export function repositoriesMadeInPlace(files: ReadonlyArray<readonly [file: string, text: string]>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    if (mayMakeRepositories(file)) continue;
    text.split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      for (const m of line.matchAll(NEW_REPOSITORY)) found.push(`${file}:${i + 1} ${m[1]}`);
    });
  }
  return found;
}

function productFiles(dir = ''): Array<[string, string]> {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((entry): Array<[string, string]> => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : productFiles(relative);
    if (!/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name)) return [];
    return [[relative, readFileSync(path.join(SRC, relative), 'utf8')]];
  });
}

describe('repositories are injected, never made by a handler or service', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['a handler making one over the pool', { 'a/queries/x.handler.ts': 'const rows = await new DealersRepository(this.uow.runner).list();' }, ['a/queries/x.handler.ts:1 DealersRepository']],
    ['a service making one inside a transaction', { 'a/services/y.service.ts': 'run(async (tx) => {\n  const users = new UsersRepository(tx);\n});' }, ['a/services/y.service.ts:2 UsersRepository']],
    ['a read model named Reads or Queries', { 'a/utils/z.ts': 'new TicketReads(db); new  AlertQueries (db);' }, ['a/utils/z.ts:1 TicketReads', 'a/utils/z.ts:1 AlertQueries']],
    ['an injected repository and its factory', { 'a/commands/x.handler.ts': 'await this.users.for(tx).insert(row);\nawait this.dealers.labels(ids);' }, []],
    ['a module, a repository and the demo seed', { 'a/a.module.ts': 'useFactory: (uow) => new ARepository(uow.runner)', 'a/repositories/b.repository.ts': "return new BRepository(this.db, 'live');", 'demo-data/seed.ts': 'new CRepository(db)' }, []],
    ['other classes and comments', { 'a/x.ts': "new SqlParams(); new Map();\n// new DealersRepository(tx) is what this rule forbids\n * new UsersRepository(tx)" }, []],
  ])('%s', (_case, entries, expected) => {
    expect(repositoriesMadeInPlace(Object.entries(entries))).toEqual(expected);
  });

  it('this api: none', () => {
    const product = productFiles();
    expect(product.length).toBeGreaterThan(300);
    expect(product.some(([file, text]) => mayMakeRepositories(file) && new RegExp(NEW_REPOSITORY.source).test(text))).toBe(true); // the files are read (modules make them)
    expect(repositoriesMadeInPlace(product)).toEqual([]);
  });
});
