import type { MigrationInterface, QueryRunner } from 'typeorm';
import { vocCoarseRollupFillSql, vocCoarseRollupTablesSql } from './frozen/voc-coarse-rollups-1765301300000.sql';

/**
 * The coarse VOC roll-ups (issue 13, "Speed"): voc_monthly and voc_category_monthly summed without
 * the car model (per dealer branch) and without the branch (per region, area and car model), and
 * their frozen copies; filled from the finer roll-ups as they stand, so the projection carries on
 * from its checkpoint without a rebuild.
 */
export class VocCoarseRollups1765301300000 implements MigrationInterface {
  name = 'VocCoarseRollups1765301300000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of vocCoarseRollupTablesSql('reporting')) await q.query(statement);
    for (const statement of vocCoarseRollupFillSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['voc_dealer_monthly', 'voc_dealer_category_monthly', 'voc_area_monthly', 'voc_area_category_monthly']) {
      await q.query(`DROP TABLE reporting.${table}_frozen`);
      await q.query(`DROP TABLE reporting.${table}`);
    }
  }
}
