import type { SqlRunner } from '@voc/domain';

/**
 * Takes this transaction's view of pg_stat_activity now, before the statement that reads the log
 * below event_log_horizon(). Call it first in the transaction of that read.
 *
 * event_log_horizon() leaves out the transactions that pg_stat_activity shows in other databases.
 * PostgreSQL reads that view once per transaction, at its first use, and keeps it to the end. Read
 * inside the log-reading statement, the view came after the statement's snapshot. A short
 * transaction of another database could then be in the snapshot's in-progress list and already
 * gone from the view. It was not left out, so it held the horizon below events that had long
 * committed. The step read nothing and stopped with events waiting. With 12 clients running 0–10 ms
 * transactions in another database, 40–57% of such reads came back empty. Projections caught up
 * only at the relay's next look, and tests that project until a short batch failed when run beside
 * the others.
 *
 * Taken first, the view comes before the snapshot. Any transaction of another database that was
 * running when the view was taken is left out. A backend never changes database, so the view never
 * names a transaction of this database, whenever it is taken. Leaving more out can therefore never
 * skip an event. Only a transaction of another database that got its xid between the two can still
 * hold the horizon, and only for events that committed in that same moment; the next read has them.
 */
export async function takeActivityViewFirst(manager: SqlRunner): Promise<void> {
  await manager.query(`SELECT count(*) FROM pg_stat_activity`);
}
