import type { MigrationInterface, QueryRunner } from 'typeorm';
import { vocReportingTablesSql } from './frozen/voc-reporting-tables-1764100000000.sql';

/** The VOC projection (complaints by month, dealer, type, source, car model and category) and its checkpoint. */
export class CreateVocProjection1764100000000 implements MigrationInterface {
  name = 'CreateVocProjection1764100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of vocReportingTablesSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.voc_category_monthly`);
    await q.query(`DROP TABLE reporting.voc_monthly`);
    await q.query(`DROP TABLE reporting.ticket_voc`);
    await q.query(`DELETE FROM reporting.projection_checkpoints WHERE projection = 'voc'`);
  }
}
