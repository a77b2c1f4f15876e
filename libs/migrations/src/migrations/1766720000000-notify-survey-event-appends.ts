import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_LOG_CHANNEL } from '../event-log/event-log-channel';

/**
 * Issue 34: the survey log's projections are handed out by the event relay like the ticket and
 * PDCA logs' (no longer run by the survey sync after its pages), so an append to survey_events
 * wakes the relay the same way: a statement-level trigger NOTIFYs EVENT_LOG_CHANNEL, which
 * PostgreSQL delivers at commit only (never for a rolled-back transaction), one per transaction.
 * The sync appends a page's events with one statement (appendSurveyEvents): one trigger call a page.
 */
export class NotifySurveyEventAppends1766720000000 implements MigrationInterface {
  name = 'NotifySurveyEventAppends1766720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION notify_survey_event_appends() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${EVENT_LOG_CHANNEL}', '');
         RETURN NULL;
       END $$`,
    );
    await q.query(`CREATE TRIGGER survey_events_notify AFTER INSERT ON survey_events FOR EACH STATEMENT EXECUTE FUNCTION notify_survey_event_appends()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER survey_events_notify ON survey_events`);
    await q.query(`DROP FUNCTION notify_survey_event_appends()`);
  }
}
