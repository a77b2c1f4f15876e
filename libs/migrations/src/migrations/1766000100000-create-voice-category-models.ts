import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The complaint-category model the worker trains from the product's own labelled tickets
 * (issue 30: description → ticked categories), one row per training: the model itself (JSON,
 * @voc/voice-text's CategoryModel), when it was trained, on how many examples, and its accuracy
 * on the held-out tickets (top-1, top-3) beside the most-frequent-category baseline's. The api
 * suggests with the newest row; older ones are kept a while to compare, the worker prunes them.
 */
export class CreateVoiceCategoryModels1766000100000 implements MigrationInterface {
  name = 'CreateVoiceCategoryModels1766000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE voice_category_models (
      id bigserial PRIMARY KEY,
      trained_at timestamptz NOT NULL,
      examples integer NOT NULL,
      held_out integer NOT NULL,
      top1 numeric(5, 4),
      top3 numeric(5, 4),
      baseline_top1 numeric(5, 4),
      baseline_top3 numeric(5, 4),
      model jsonb NOT NULL
    )`);
    await q.query(`CREATE INDEX ON voice_category_models (trained_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE voice_category_models`);
  }
}
