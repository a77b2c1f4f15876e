import type { SqlRunner } from '@voc/sql';

export interface CategoryModelHead {
  id: string;
  trained_at: string;
  examples: number;
  top1: number | null;
  top3: number | null;
  baseline_top1: number | null;
  baseline_top3: number | null;
}

/** The trained category models (main database, voice_category_models): the newest one's standing, and its model. */
export class CategoryModelsRepository {
  constructor(private readonly db: SqlRunner) {}

  async newest(): Promise<CategoryModelHead | null> {
    const [row] = await this.db.query<CategoryModelHead[]>(
      `SELECT id::text, to_json(trained_at) #>> '{}' AS trained_at, examples, top1::float8, top3::float8, baseline_top1::float8, baseline_top3::float8
       FROM voice_category_models ORDER BY trained_at DESC, id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  async model(id: string): Promise<unknown> {
    const [row] = await this.db.query<Array<{ model: unknown }>>(`SELECT model FROM voice_category_models WHERE id = $1`, [id]);
    return row?.model ?? null;
  }
}
