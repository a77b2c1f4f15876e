import type { DealerFiltersQueryDto } from '@voc/contracts';
import type { DealerReadScope } from '@voc/domain';
import { DEALER_COLUMNS, type DealerRecord } from '@voc/persistence';
import { insertValues, selectColumns, setValues, SqlParams, type SqlRunner } from '@voc/sql';
import { likePattern } from '../../common/sql/like-pattern.util';

const DEALER_SELECT = selectColumns(DEALER_COLUMNS, 'd');

/** Filters that match a column exactly (text trimmed). */
const EXACT_FILTERS = {
  dealer_sales_region: 'd.dealer_sales_region',
  dealer_service_region: 'd.dealer_service_region',
  sale_area_code: 'd.sale_area_code',
  service_area_code: 'd.service_area_code',
  dealer_region: 'd.dealer_region',
  dealer_province: 'd.dealer_province',
  dealer_province_en: 'd.dealer_province_en',
  status: 'd.status',
} as const;

/** What the pickers' search (q) reads: the expression dealers_lookup_trgm_idx indexes (migration 1766450000000). */
const DEALER_LOOKUP_TEXT = `lower(d.dealer_code || ' ' || d.dealer_name || ' ' || d.dealer_name_en || ' ' || d.branch_name || ' ' || d.branch_name_en
  || ' ' || coalesce(d.dealer_province, '') || ' ' || coalesce(d.dealer_province_en, ''))`;

/**
 * The reader's scope, then each filter given, over dealers aliased `d`. The name expression is the
 * one dealers_names_trgm_idx indexes, so partial names are found by index.
 */
export function dealerConditions(scope: DealerReadScope, filters: DealerFiltersQueryDto, params: SqlParams): string {
  const where: string[] = [];
  if (scope.kind === 'none') where.push('false');
  if (scope.kind === 'own') where.push(`d.id = ${params.add(scope.dealerRef)}`);
  if (filters.dealer_code) where.push(`lower(d.dealer_code) LIKE ${params.add(likePattern(filters.dealer_code, 'prefix'))}`);
  if (filters.dealer_id) where.push(`d.dealer_id = ${params.add(filters.dealer_id.trim())}`);
  if (filters.name) where.push(`lower(d.dealer_name || ' ' || d.dealer_name_en || ' ' || d.branch_name || ' ' || d.branch_name_en) LIKE ${params.add(likePattern(filters.name))}`);
  if (filters.q) where.push(`${DEALER_LOOKUP_TEXT} LIKE ${params.add(likePattern(filters.q))}`);
  for (const [filter, column] of Object.entries(EXACT_FILTERS) as Array<[keyof typeof EXACT_FILTERS, string]>) {
    const value = filters[filter];
    if (value !== undefined) where.push(`${column} = ${params.add(typeof value === 'string' ? value.trim() : value)}`);
  }
  return where.length ? where.join(' AND ') : 'true';
}

/** A dealer branch's code and names, as reports label their rows. */
export interface DealerLabel {
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
}

/** A dealer company: its id and names (shared by its branches). */
export interface DealerEntity {
  dealer_id: string;
  dealer_name: string;
  dealer_name_en: string;
}

/** The dealers table: dealer branches, read in the reader's scope and written by dealer editors. */
export class DealersRepository {
  constructor(private readonly db: SqlRunner) {}

  /** One page by dealer_code, and how many match in all. */
  async page(scope: DealerReadScope, filters: DealerFiltersQueryDto, page: number, limit: number): Promise<{ rows: DealerRecord[]; total: number }> {
    const params = new SqlParams();
    const where = dealerConditions(scope, filters, params);
    const [rows, [count]] = await Promise.all([
      this.db.query<DealerRecord[]>(`SELECT ${DEALER_SELECT} FROM dealers d WHERE ${where} ORDER BY d.dealer_code ASC LIMIT ${Number(limit)} OFFSET ${Number((page - 1) * limit)}`, params.values),
      this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM dealers d WHERE ${where}`, params.values),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /** Each value of a column once, sorted, empty ones left out, among the dealers the filters match. */
  async distinctValues(scope: DealerReadScope, filters: DealerFiltersQueryDto, column: 'dealer_province' | 'dealer_province_en'): Promise<string[]> {
    const params = new SqlParams();
    const where = dealerConditions(scope, filters, params);
    const rows = await this.db.query<Array<{ value: string }>>(
      `SELECT DISTINCT d.${column} AS value FROM dealers d WHERE ${where} AND d.${column} IS NOT NULL AND d.${column} <> '' ORDER BY value ASC`,
      params.values,
    );
    return rows.map((row) => row.value);
  }

  /**
   * Names of the dealers a report counted: the projections keep only the dealer's id (they may
   * live in a database of their own), so labels are looked up here afterwards.
   */
  async labels(ids: readonly string[]): Promise<Map<string, DealerLabel>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<Array<DealerLabel & { id: string }>>(
      `SELECT id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en FROM dealers WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map(({ id, ...label }) => [id, label]));
  }

  /** A dealer by id; `lock` holds its row for the caller's transaction. */
  async findById(id: string, lock = false): Promise<DealerRecord | null> {
    const [row] = await this.db.query<DealerRecord[]>(`SELECT ${DEALER_SELECT} FROM dealers d WHERE d.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  /** Inserts a dealer; answers it as stored (id and times filled in). */
  async insert(values: Omit<Partial<DealerRecord>, 'id' | 'createdAt' | 'updatedAt'>): Promise<DealerRecord> {
    const params = new SqlParams();
    const [row] = await this.db.query<DealerRecord[]>(`INSERT INTO dealers AS d ${insertValues(DEALER_COLUMNS, values, params)} RETURNING ${DEALER_SELECT}`, params.values);
    return row;
  }

  /** Writes the given fields of a dealer (updated_at moves). */
  async update(id: string, values: Omit<Partial<DealerRecord>, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> {
    const params = new SqlParams();
    const idParam = params.add(id);
    const set = setValues(DEALER_COLUMNS, values, params);
    await this.db.query(`UPDATE dealers SET ${set ? `${set}, ` : ''}updated_at = now() WHERE id = ${idParam}`, params.values);
  }
}
