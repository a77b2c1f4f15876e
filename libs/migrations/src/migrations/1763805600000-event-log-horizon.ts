import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * event_log_horizon(): the safe horizon of this database's event log. Readers take only events
 * with tx_id below it, in (tx_id, position) order, so an event whose transaction commits late is
 * never passed over.
 *
 * It was pg_snapshot_xmin(pg_current_snapshot()): the oldest transaction in progress anywhere on
 * the server, so a long transaction in ANOTHER database (a migration, a psql session, another
 * application) held this product's projections back. Now it is the oldest in-progress transaction
 * of the statement's snapshot that is not known to belong to another database.
 *
 * Why nothing is skipped: let h be the result and e an event with e.tx_id < h, read by a statement
 * whose snapshot s computed h. e.tx_id < xmax(s). If e's transaction were in progress at s it would
 * be in xip(s), and it was not excluded (it wrote to this database's table, so no backend of
 * another database holds it and no prepared transaction of another database is it), so h <= e.tx_id:
 * contradiction. So e's transaction had ended before s: committed (e is visible to the statement
 * and read) or aborted (e never existed). A transaction that gets its xid after s has an xid >=
 * xmax(s) >= h. The exclusion only ever removes xids that other databases hold; a stale view of
 * pg_stat_activity (it is cached per transaction) can only fail to remove one, which holds the
 * horizon back (slower, never wrong). Two xids of running transactions never share their low 32
 * bits (wraparound protection), so matching pg_stat_activity's 32-bit backend_xid on them is exact.
 */
export class EventLogHorizon1763805600000 implements MigrationInterface {
  name = 'EventLogHorizon1763805600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION event_log_horizon() RETURNS xid8 LANGUAGE sql STABLE AS $$
        WITH snap AS (SELECT pg_current_snapshot() AS s),
        elsewhere AS (
          SELECT backend_xid::text::bigint AS xid FROM pg_stat_activity
           WHERE backend_xid IS NOT NULL AND datid IS DISTINCT FROM (SELECT oid FROM pg_database WHERE datname = current_database())
          UNION ALL
          SELECT transaction::text::bigint FROM pg_prepared_xacts WHERE database <> current_database()
        )
        SELECT coalesce(
          (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
            WHERE (x::text::bigint % 4294967296) NOT IN (SELECT xid FROM elsewhere)),
          (SELECT pg_snapshot_xmax(s) FROM snap))
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION event_log_horizon()`);
  }
}
