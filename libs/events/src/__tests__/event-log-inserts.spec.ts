import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EVENT_LOG_TABLES } from '../log/append-events-sql';

/**
 * Every INSERT into an event log is written in libs/events (its typed append functions and their
 * SQL forms, append-events-sql.ts): product code elsewhere appends through them. Test code (specs,
 * test/ folders, libs/testing's fixtures, bench, e2e, faults) may write rows as fixtures.
 */
const root = path.resolve(__dirname, '../../../..');
const SCANNED = ['apps', 'libs', 'scripts'];
const ALLOWED_DIRS = ['libs/events/', 'libs/testing/'];
const SKIPPED = /(^|\/)(node_modules|dist|__tests__|test|migrations)(\/|$)|\.(spec|integration-spec|e2e-spec)\.tsx?$/;

/** `INSERT INTO <log>` (schema-qualified or quoted too), across line breaks. */
const insertInto = new RegExp(`insert\\s+into\\s+(?:"?\\w+"?\\.)?"?(${EVENT_LOG_TABLES.join('|')})"?[\\s(]`, 'gi');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (SKIPPED.test(rel)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx|cjs|js)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** The files outside libs/events that write an INSERT into an event log, with the line. */
export function eventLogInserts(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !ALLOWED_DIRS.some((dir) => file.startsWith(dir)))
    .flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(insertInto)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: INSERT INTO ${match[1]}`);
    });
}

describe('no INSERT into an event log outside libs/events', () => {
  it.each<[string, string, boolean]>([
    ['one line', 'await q(`INSERT INTO ticket_events (ticket_id) VALUES ($1)`)', true],
    ['across lines, lower case', 'e AS (insert into\n   survey_events(case_key) SELECT 1)', true],
    ['schema-qualified and quoted', 'INSERT INTO public."pdca_events" (plan_id)', true],
    ['another table whose name ends alike', 'INSERT INTO ticket_events_archive (x)', false],
    ['a read of the log', 'SELECT * FROM ticket_events', false],
  ])('%s', (_case, text, found) => {
    expect(eventLogInserts(['apps/x/src/a.ts'], () => text)).toHaveLength(found ? 1 : 0);
  });

  it('names every INSERT of a file with its line', () => {
    expect(eventLogInserts(['apps/x/src/a.ts'], () => 'INSERT INTO ticket_events (a)\nx\ninsert into pdca_events (b)')).toEqual([
      'apps/x/src/a.ts:1: INSERT INTO ticket_events',
      'apps/x/src/a.ts:3: INSERT INTO pdca_events',
    ]);
  });

  it('libs/events and the test fixtures may write them', () => {
    expect(eventLogInserts(['libs/events/src/log/a.ts', 'libs/testing/src/b.ts'], () => 'INSERT INTO ticket_events (x)')).toEqual([]);
  });

  it('this repository: none in product code', () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(500);
    expect(eventLogInserts(files, (file) => readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
