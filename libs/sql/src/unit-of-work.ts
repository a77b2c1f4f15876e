import type { DataSource, EntityManager } from 'typeorm';
import { cursorRows } from './cursor-rows';

/**
 * What a repository runs its SQL on: the main database's pool, or the transaction of a unit of
 * work (both are TypeORM EntityManagers; repositories only call `query`). Declared in libs/domain,
 * so libs/events names it the same.
 */
export type { SqlRunner } from '@voc/domain';

/**
 * The one way the api and the worker open a transaction on the main database: repositories made
 * from `tx` inside `run` share it; `runner` is the pool, for reads that need no transaction and
 * for a write that is one statement (autocommit).
 * Handlers take a UnitOfWork or repositories, never the DataSource.
 */
export class UnitOfWork {
  constructor(private readonly db: DataSource) {}

  run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  get runner(): EntityManager {
    return this.db.manager;
  }

  /** The rows of a long query streamed through a server-side cursor on a connection of its own (cursorRows). */
  stream<T>(sql: string, params: readonly unknown[], fetchSize?: number): AsyncGenerator<T> {
    return cursorRows<T>(this.db, sql, params, fetchSize);
  }
}
