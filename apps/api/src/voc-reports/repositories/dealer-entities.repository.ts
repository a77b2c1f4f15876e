import type { SqlRunner } from '@voc/persistence';

/** A dealer branch's company (SPEC.md §3: the entity is `dealer_id` / `dealer_name` over its branches). */
export interface DealerEntity {
  dealer_id: string;
  dealer_name: string;
  dealer_name_en: string;
}

/**
 * The branch → entity map, read from the main database after the reporting store answered (the
 * reporting store may be a database of its own, so it is never joined).
 */
export class DealerEntitiesRepository {
  constructor(private readonly db: SqlRunner) {}

  async entitiesOf(branchIds: readonly string[]): Promise<Map<string, DealerEntity>> {
    if (branchIds.length === 0) return new Map();
    const rows = await this.db.query<Array<DealerEntity & { id: string }>>(
      `SELECT id, dealer_id, dealer_name, dealer_name_en FROM dealers WHERE id = ANY($1::uuid[])`,
      [[...new Set(branchIds)]],
    );
    return new Map(rows.map(({ id, ...entity }) => [id, entity]));
  }
}
