import type { EntityManager } from 'typeorm';
import type { UnitOfWork } from '@voc/sql';

/**
 * Takes the stream's lock for this transaction, which commits without waiting for its WAL flush
 * (synchronous_commit off, this transaction only): a page's writes and its cursor commit together,
 * so what a PostgreSQL crash could lose of such a commit is a page the next sync asks for again
 * and applies as if new. A page that raised tickets commits synchronously (see applyItems): a
 * ticket may be notified as soon as it is visible, so it must not be lost after that.
 */
export async function lockStream(manager: EntityManager, stream: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('survey_sync:' || $1)), set_config('synchronous_commit', 'off', true)`, [stream]);
}

/** A page's transaction, begun and holding the stream's lock before its work is known. */
export interface PageTransaction {
  /** Gives the transaction its work; answers what the work answers, once committed. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
  /** Ends it without work: it commits nothing. */
  end(): Promise<void>;
}

/**
 * Begins a page's transaction and takes the stream's lock (lockStream): while another transaction
 * of the stream holds it (the page before), this one waits for its commit. The work given to run()
 * then reads the page's state with a statement of its own, which sees what the lock waited for.
 */
export function beginPageTransaction(uow: UnitOfWork, stream: string): PageTransaction {
  let give!: (work: ((manager: EntityManager) => Promise<unknown>) | null) => void;
  const given = new Promise<((manager: EntityManager) => Promise<unknown>) | null>((resolve) => (give = resolve));
  const done = uow.run(async (manager) => {
    await lockStream(manager, stream);
    const work = await given;
    return work ? work(manager) : undefined;
  });
  // A failure is answered by run(), or dropped by end() (nothing was applied).
  done.catch(() => undefined);
  return {
    run: <T>(work: (manager: EntityManager) => Promise<T>) => {
      give(work);
      return done as Promise<T>;
    },
    end: async () => {
      give(null);
      await done.catch(() => undefined);
    },
  };
}

/**
 * A stream's next page transaction, begun while the page before it is applied: its BEGIN and its
 * lock go out meanwhile and it holds the lock as soon as that page commits, two round trips a page
 * fewer on the stream's path (each costs milliseconds under load, bench:survey). At most one.
 * It holds a connection and waits for the sync's loop, so the loop ends it before anything of its
 * own needs another connection (an ANALYZE): a small pool could have none left.
 */
export class PageAhead {
  private transaction: PageTransaction | undefined;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: string,
  ) {}

  /** Whether a transaction is begun ahead. */
  get begun(): boolean {
    return this.transaction !== undefined;
  }

  /** Begins the next page's transaction. */
  begin(): void {
    this.transaction = beginPageTransaction(this.uow, this.stream);
  }

  /** The transaction begun ahead, handed over, or a new one. */
  take(): PageTransaction {
    const transaction = this.transaction ?? beginPageTransaction(this.uow, this.stream);
    this.transaction = undefined;
    return transaction;
  }

  /** Ends the transaction begun ahead, if any, with nothing written. */
  async end(): Promise<void> {
    const transaction = this.transaction;
    this.transaction = undefined;
    await transaction?.end();
  }
}
