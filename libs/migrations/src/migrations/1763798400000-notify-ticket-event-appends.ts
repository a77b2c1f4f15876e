import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_LOG_CHANNEL } from '../event-log/event-log-channel';

/**
 * A statement-level trigger that NOTIFYs EVENT_LOG_CHANNEL after rows are appended to
 * ticket_events, so the event relay wakes when a transaction commits instead of at its next poll.
 * PostgreSQL delivers a NOTIFY only at commit (never for a rolled-back transaction) and folds
 * identical ones of one transaction into one.
 */
export class NotifyTicketEventAppends1763798400000 implements MigrationInterface {
  name = 'NotifyTicketEventAppends1763798400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION notify_ticket_event_appends() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${EVENT_LOG_CHANNEL}', '');
         RETURN NULL;
       END $$`,
    );
    await q.query(`CREATE TRIGGER ticket_events_notify AFTER INSERT ON ticket_events FOR EACH STATEMENT EXECUTE FUNCTION notify_ticket_event_appends()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ticket_events_notify ON ticket_events`);
    await q.query(`DROP FUNCTION notify_ticket_event_appends()`);
  }
}
