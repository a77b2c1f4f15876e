import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reportingTablesSql } from '../reporting/migrations/frozen/reporting-tables-1763794800000.sql';

/**
 * The reporting schema: projections of ticket_events, disposable and rebuildable from the log.
 * The table definitions live in reporting-tables.sql.ts because the rebuild command creates the
 * same tables in a shadow schema; this migration creates them once under "reporting".
 */
export class CreateReportingSchema1763791200000 implements MigrationInterface {
  name = 'CreateReportingSchema1763791200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA reporting`);
    for (const statement of reportingTablesSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA reporting CASCADE`);
  }
}
