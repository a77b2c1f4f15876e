import type { NamedItemView } from '@voc/contracts';
import type { SqlRunner } from '@voc/sql';

/** GET /api/subcategories?type=...: the sub-categories of one ticket type, or all. */
export async function listSubcategories(db: SqlRunner, filters: { type?: string; code?: string }): Promise<NamedItemView[]> {
  const rows = await db.query<Array<{ id: number; type: 'showroom' | 'service'; code: string; name_th: string; name_en: string }>>(
    `SELECT id, type, code, name_th, name_en FROM subcategories
     WHERE ($1::text IS NULL OR type = $1) AND ($2::text IS NULL OR code = $2) ORDER BY type, sort_order, code`,
    [filters.type ?? null, filters.code ?? null],
  );
  return rows.map((r) => ({ _id: r.id, code: r.code, name_th: r.name_th, name_en: r.name_en, type: r.type }));
}

/** GET /api/problemlists?sub_category=...: the problems under one sub-category, or all. */
export async function listProblemLists(db: SqlRunner, filters: { sub_category?: string; type?: string }): Promise<NamedItemView[]> {
  const rows = await db.query<Array<{ id: number; sub_category_code: string; code: string; name_th: string; name_en: string; type: 'showroom' | 'service' }>>(
    `SELECT p.id, p.sub_category_code, p.code, p.name_th, p.name_en, s.type FROM problem_lists p
     JOIN subcategories s ON s.code = p.sub_category_code
     WHERE ($1::text IS NULL OR p.sub_category_code = $1) AND ($2::text IS NULL OR s.type = $2)
     ORDER BY p.sub_category_code, p.sort_order, p.code`,
    [filters.sub_category ?? null, filters.type ?? null],
  );
  return rows.map((r) => ({ _id: r.id, code: r.code, name_th: r.name_th, name_en: r.name_en, type: r.type, sub_category_code: r.sub_category_code }));
}
