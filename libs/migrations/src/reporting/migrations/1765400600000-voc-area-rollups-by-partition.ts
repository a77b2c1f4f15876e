import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The VOC roll-ups without the dealer, live and frozen: the ones a partition of the VOC projection upserts. */
const AREA_ROLLUPS = [
  { table: 'voc_area_monthly', key: 'month, region, area_code, type, source, car_model' },
  { table: 'voc_area_category_monthly', key: 'month, region, area_code, type, source, car_model, category_code' },
].flatMap((rollup) => [rollup, { table: `${rollup.table}_frozen`, key: rollup.key }]);

/**
 * The VOC projection partitioned by dealer (issue 15): its roll-ups without the dealer get the
 * partition in their key, so each partition writes rows of its own. The existing rows, written by
 * the one stream, become partition 0 (of one partition); a worker started with more partitions
 * splits them by dealer (apps/worker align-partitions).
 */
export class VocAreaRollupsByPartition1765400600000 implements MigrationInterface {
  name = 'VocAreaRollupsByPartition1765400600000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, key } of AREA_ROLLUPS) {
      await q.query(`ALTER TABLE reporting.${table} ADD COLUMN partition smallint NOT NULL DEFAULT 0`);
      await q.query(`ALTER TABLE reporting.${table} DROP CONSTRAINT ${table}_pkey, ADD PRIMARY KEY (${key}, partition)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // Partitions summed back into one row per key before the partition leaves the key.
    for (const { table, key } of AREA_ROLLUPS) {
      const measures = table.includes('category') ? ['complaints'] : ['tickets', 'cancelled'];
      const dimensions = table.includes('category') ? ['category_group'] : [];
      await q.query(`CREATE TEMPORARY TABLE area_rollup_sums AS
        SELECT ${key}, ${[...dimensions.map((c) => `min(${c}) AS ${c}`), ...measures.map((c) => `sum(${c})::int AS ${c}`)].join(', ')} FROM reporting.${table} GROUP BY ${key}`);
      await q.query(`DELETE FROM reporting.${table}`);
      await q.query(`ALTER TABLE reporting.${table} DROP CONSTRAINT ${table}_pkey, ADD PRIMARY KEY (${key})`);
      await q.query(`ALTER TABLE reporting.${table} DROP COLUMN partition`);
      await q.query(`INSERT INTO reporting.${table} (${key}, ${[...dimensions, ...measures].join(', ')}) SELECT ${key}, ${[...dimensions, ...measures].join(', ')} FROM area_rollup_sums`);
      await q.query(`DROP TABLE area_rollup_sums`);
    }
  }
}
