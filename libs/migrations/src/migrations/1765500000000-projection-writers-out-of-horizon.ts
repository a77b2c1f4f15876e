import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * event_log_horizon() now also leaves out the transactions of the projection writers: backends
 * whose application_name is 'voc-reporting' (the reporting data source's connections). A
 * projection step holds an xid for its whole batch (the checkpoint's FOR UPDATE, then the
 * projection rows), though it never appends to an event log; under the old function every event
 * committed during another worker's batch waited for that batch to end (issue 15 (b): the VOC
 * roll-up, the month freeze and the tickets roll-ups held the horizon in the lag trace).
 *
 * The identity. application_name, given at connect (a startup parameter of the pool, see
 * reporting-data-source-options.ts), and not a PostgreSQL role of its own: a role is the stronger
 * identity (pg_stat_activity's usesysid cannot be changed by the session), but it costs every
 * deployment a second user with its own password and grants, and the migrations a CREATE ROLE on a
 * cluster shared by other databases. application_name can be changed by SET; what that means for
 * the proof is below.
 *
 * The guard. A statement-level trigger on every event log (ticket_events, survey_events,
 * pdca_events: the tables read below the horizon) refuses an INSERT (and COPY) while the
 * session's application_name is 'voc-reporting'. Statement-level: the check runs once per append
 * statement, not per row of a 5,000-event page. It reads current_setting, a few microseconds; the
 * connect-time value (pg_settings.reset_val) would cost ~1 ms per append statement, every command.
 *
 * Why nothing is skipped (the proof of 1763805600000-event-log-horizon.ts, with a second kind of
 * excluded xid). Let h be the result and e an event with e.tx_id < h, read by a statement whose
 * snapshot s computed h. If e's transaction T were in progress at s it would be in xip(s), so it
 * was excluded: the reader's view of pg_stat_activity (taken once per transaction, before s when
 * takeActivityViewFirst ran, possibly later otherwise) showed T's xid only on backends of another
 * database (the old argument) or only on backends whose application_name was 'voc-reporting'
 * when the view was taken. Take the second case: T's backend B had the projection writers' identity
 * at a moment while T held its xid. e was appended by T, and the guard refused any append while B
 * had that identity. So B's application_name was changed by SET between the moment the view saw and
 * the append (either order). The product never does that: no code sets application_name after
 * connect (projection-writer-identity.spec.ts fails if any does), and a projection writer's pool
 * never appends (the guard fails its transaction if one does: loud, not silent). Under that
 * invariant T cannot exist, so e's transaction had ended before s: committed (e is read) or aborted
 * (e never existed). A transaction that gets its xid after s has an xid >= xmax(s) >= h.
 *
 * A stale view. The view only ever adds xids to the left-out set when it shows them on a
 * voc-reporting backend. A projection transaction that took its xid after the view is not in it
 * and holds the horizon (slower, never wrong). A view that still shows an xid whose transaction has
 * ended changes nothing (an ended xid is not in xip(s), and xids are not reused within the 32-bit
 * window the old proof relies on). An xid is left out only if every backend the view shows with it
 * qualifies (bool_and), so a parallel worker or a NULL application_name never tips it.
 *
 * What the database cannot guard (stated, not hidden): a session that SETs application_name to
 * 'voc-reporting' and back around the moment a reader takes its view, inside a transaction that
 * appends an event, would have that event skipped. Neither a check at the append nor one at COMMIT
 * can see a SET made and undone between them; only a role could. PostgreSQL also fills a view's
 * entry and its xid a few instructions apart, so a backend slot freed and taken by a new connection
 * that has already written in between would be misread: that window (microseconds against a
 * connection's start-up of milliseconds) was already in the old function's other-database test.
 *
 * The survey log and the PDCA log read below the same horizon and get the same guard.
 */
export class ProjectionWritersOutOfHorizon1765500000000 implements MigrationInterface {
  name = 'ProjectionWritersOutOfHorizon1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION event_log_horizon() RETURNS xid8 LANGUAGE sql STABLE AS $$
        WITH snap AS (SELECT pg_current_snapshot() AS s),
        never_appends AS (
          SELECT backend_xid::text::bigint AS xid FROM pg_stat_activity
           WHERE backend_xid IS NOT NULL
           GROUP BY backend_xid::text::bigint
          HAVING bool_and(datid IS DISTINCT FROM (SELECT oid FROM pg_database WHERE datname = current_database())
                          OR coalesce(application_name = 'voc-reporting', false))
          UNION ALL
          SELECT transaction::text::bigint FROM pg_prepared_xacts WHERE database <> current_database()
        )
        SELECT coalesce(
          (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
            WHERE (x::text::bigint % 4294967296) NOT IN (SELECT xid FROM never_appends)),
          (SELECT pg_snapshot_xmax(s) FROM snap))
      $$`);
    await q.query(`
      CREATE FUNCTION refuse_projection_writer_appends() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('application_name') = 'voc-reporting' THEN
          RAISE EXCEPTION 'a projection writer (application_name voc-reporting) never appends to an event log: INSERT INTO % refused', TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'event_log_horizon() leaves this identity''s transactions out; append through the main pool';
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of EVENT_LOGS) {
      await q.query(`CREATE TRIGGER ${table}_no_projection_writer BEFORE INSERT ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_projection_writer_appends()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of EVENT_LOGS) await q.query(`DROP TRIGGER ${table}_no_projection_writer ON ${table}`);
    await q.query(`DROP FUNCTION refuse_projection_writer_appends()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION event_log_horizon() RETURNS xid8 LANGUAGE sql STABLE AS $$
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
}

/** Every table read below event_log_horizon() (libs/events EventLogTable), as of this migration. */
const EVENT_LOGS = ['ticket_events', 'survey_events', 'pdca_events'] as const;
