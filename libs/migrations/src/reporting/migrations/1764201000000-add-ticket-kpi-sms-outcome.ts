import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * KPI5c reads the recorded satisfaction SMS outcome (issue 14): ticket_kpi keeps it beside the
 * hand-entered flag and its override. Existing rows keep their sms_received (no outcome was ever
 * recorded for them); a rebuild fills the columns from the log.
 */
export class AddTicketKpiSmsOutcome1764201000000 implements MigrationInterface {
  name = 'AddTicketKpiSmsOutcome1764201000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.ticket_kpi ADD COLUMN sms_outcome text`);
    await q.query(`ALTER TABLE reporting.ticket_kpi ADD COLUMN sms_entered integer`);
    await q.query(`ALTER TABLE reporting.ticket_kpi ADD COLUMN sms_override boolean NOT NULL DEFAULT false`);
    // Rows written before this release took the entered flag as the received one.
    await q.query(`UPDATE reporting.ticket_kpi SET sms_entered = CASE WHEN sms_received THEN 1 ELSE 0 END WHERE sms_received IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.ticket_kpi DROP COLUMN sms_override, DROP COLUMN sms_entered, DROP COLUMN sms_outcome`);
  }
}
