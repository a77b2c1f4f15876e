import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reportingTablesSql } from './frozen/reporting-tables-1763794800000.sql';

/**
 * The reporting schema in the reporting store (its own database, or the main one): the
 * projections of ticket_events, disposable and rebuildable from the log. The rebuild command
 * creates the same tables in a shadow schema from reporting-tables.sql.ts.
 */
export class CreateReportingStore1763794800000 implements MigrationInterface {
  name = 'CreateReportingStore1763794800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA reporting`);
    for (const statement of reportingTablesSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA reporting CASCADE`);
  }
}
