import type { DataSource } from 'typeorm';

let cursorCount = 0;

/**
 * The rows of a query through a server-side cursor, a page at a time, in one read-only snapshot:
 * the whole result is never in memory, and rows changed while the file is written do not make
 * it skip or repeat any. The next page is fetched while the current one is used. Leaving the
 * loop early closes the cursor and frees the connection.
 */
export async function* cursorRows<T>(db: DataSource, sql: string, params: readonly unknown[], fetchSize = 500): AsyncGenerator<T> {
  const runner = db.createQueryRunner();
  await runner.connect();
  const cursor = `export_cursor_${++cursorCount}`;
  let open = false;
  let next: Promise<T[]> | null = null;
  const fetch = () => {
    const page = runner.query(`FETCH ${fetchSize} FROM ${cursor}`) as Promise<T[]>;
    page.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    return page;
  };
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    await runner.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, [...params]);
    next = fetch();
    while (next) {
      const rows: T[] = await next;
      next = rows.length === fetchSize ? fetch() : null;
      yield* rows;
    }
    await runner.query('COMMIT');
    open = false;
  } finally {
    if (next) await next.catch(() => undefined);
    if (open) await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}
