import type { MigrationInterface, QueryRunner } from 'typeorm';
import { pdcaReportingTablesSql } from './frozen/pdca-reporting-tables-1764300000000.sql';

/** The PDCA status projection in the reporting schema (the PDCA log's own checkpoint and table). */
export class CreatePdcaProjection1764300000000 implements MigrationInterface {
  name = 'CreatePdcaProjection1764300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of pdcaReportingTablesSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.pdca_status`);
    await q.query(`DELETE FROM reporting.projection_checkpoints WHERE projection = 'pdca'`);
  }
}
