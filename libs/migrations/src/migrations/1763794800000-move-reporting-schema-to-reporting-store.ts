import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reportingTablesSql } from '../reporting/migrations/frozen/reporting-tables-1763794800000.sql';

/**
 * The reporting schema leaves the main database's migrations: it now has its own stream
 * (reporting/reporting-migrations.ts), run against REPORTING_DATABASE_URL when that is set and
 * against this database otherwise. The projections are disposable (rebuilt from ticket_events),
 * so the tables made by CreateReportingSchema1763791200000 are dropped here and the reporting
 * stream, which always runs after this one, creates them again where they now belong.
 */
export class MoveReportingSchemaToReportingStore1763794800000 implements MigrationInterface {
  name = 'MoveReportingSchemaToReportingStore1763794800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS reporting CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS reporting`);
    const [exists] = await q.query(`SELECT to_regclass('reporting.projection_checkpoints') IS NOT NULL AS present`);
    if (!exists?.present) for (const statement of reportingTablesSql('reporting')) await q.query(statement);
  }
}
