import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partitioned projections (issue 15): a projection keeps one checkpoint per partition, and records
 * a frozen month per partition. The existing rows become partition 0 (of one partition); a worker
 * started with more partitions copies them to the others (apps/worker align-partitions).
 */
export class PartitionedCheckpoints1765400100000 implements MigrationInterface {
  name = 'PartitionedCheckpoints1765400100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.projection_checkpoints ADD COLUMN partition smallint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE reporting.projection_checkpoints DROP CONSTRAINT projection_checkpoints_pkey, ADD PRIMARY KEY (projection, partition)`);
    await q.query(`ALTER TABLE reporting.frozen_months ADD COLUMN partition smallint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE reporting.frozen_months DROP CONSTRAINT frozen_months_pkey, ADD PRIMARY KEY (projection, month, partition)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM reporting.frozen_months WHERE partition <> 0`);
    await q.query(`ALTER TABLE reporting.frozen_months DROP CONSTRAINT frozen_months_pkey, ADD PRIMARY KEY (projection, month)`);
    await q.query(`ALTER TABLE reporting.frozen_months DROP COLUMN partition`);
    await q.query(`DELETE FROM reporting.projection_checkpoints WHERE partition <> 0`);
    await q.query(`ALTER TABLE reporting.projection_checkpoints DROP CONSTRAINT projection_checkpoints_pkey, ADD PRIMARY KEY (projection)`);
    await q.query(`ALTER TABLE reporting.projection_checkpoints DROP COLUMN partition`);
  }
}
