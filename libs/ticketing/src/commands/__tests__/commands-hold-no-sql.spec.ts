import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ticket write model's commands hold its rules only: every read and write of a ticket, its
 * files and its events goes through the store (libs/ticketing/src/store: load in scope, change with
 * its event in one statement, at a version when read without a lock, insert new tickets, files).
 * A command that needs another read asks the store or a query module for it.
 */
const commands = path.resolve(__dirname, '..');

/** What makes a line SQL a command may not hold: a database call or a statement in a string. */
const SQL = /\.query\s*[<(]|\b(?:INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|SELECT\s+[\s\S]{0,200}?\bFROM)\b/g;

export function sqlIn(text: string): string[] {
  return [...text.matchAll(SQL)].map((match) => `${text.slice(0, match.index).split('\n').length}: ${match[0].split('\n')[0].slice(0, 40)}`);
}

describe('ticket commands hold no SQL', () => {
  it.each<[string, string, boolean]>([
    ['a database call', 'await tx.query(`…`)', true],
    ['a typed database call', 'await manager.query<TicketRow[]>(sql)', true],
    ['an UPDATE in a string', '`UPDATE tickets SET status = $2`', true],
    ['a read in a string, across lines', '`SELECT id\n FROM ticket_files`', true],
    ['an INSERT', '`INSERT INTO ticket_files (id)`', true],
    ['a store call', 'await changeTicket(manager, ticket.id, assignments, type, payload, principal, now)', false],
    ['words in a comment', '// the update sets the status; a select box', false],
  ])('%s', (_case, text, found) => {
    expect(sqlIn(text)).toHaveLength(found ? 1 : 0);
  });

  it('no command file holds SQL', () => {
    const files = readdirSync(commands).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((name) => sqlIn(readFileSync(path.join(commands, name), 'utf8')).map((hit) => `commands/${name}:${hit}`));
    expect(found).toEqual([]);
  });
});
