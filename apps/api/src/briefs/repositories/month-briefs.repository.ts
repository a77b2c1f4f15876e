import type { MonthBrief } from '@voc/contracts';
import type { BriefLanguage } from '@voc/domain';
import type { SqlRunner } from '@voc/sql';

export interface StoredBrief {
  content: MonthBrief;
  pdf: Buffer;
}

/** month_briefs: each place's written brief of a month, per language (its figures and its PDF). */
export class MonthBriefsRepository {
  constructor(private readonly db: SqlRunner) {}

  async find(scope: string, month: string, language: BriefLanguage): Promise<StoredBrief | null> {
    const [row] = await this.db.query<Array<{ content: MonthBrief; pdf: Buffer }>>(`SELECT content, pdf FROM month_briefs WHERE scope = $1 AND month = $2::date AND language = $3`, [scope, month, language]);
    return row ?? null;
  }

  async content(scope: string, month: string): Promise<MonthBrief | null> {
    const [row] = await this.db.query<Array<{ content: MonthBrief }>>(`SELECT content FROM month_briefs WHERE scope = $1 AND month = $2::date ORDER BY language DESC LIMIT 1`, [scope, month]);
    return row?.content ?? null;
  }

  /** Writes a brief once: a second writer of the same place, month and language keeps the first one's (idempotent). */
  async insert(scope: string, month: string, language: BriefLanguage, content: MonthBrief, pdf: Buffer, renderMs: number): Promise<void> {
    await this.db.query(`INSERT INTO month_briefs (scope, month, language, content, pdf, render_ms) VALUES ($1, $2::date, $3, $4::jsonb, $5, $6) ON CONFLICT DO NOTHING`, [scope, month, language, JSON.stringify(content), pdf, Math.round(renderMs)]);
  }

  /** The scopes (and languages) of a month already written. */
  async written(month: string): Promise<Set<string>> {
    const rows = await this.db.query<Array<{ scope: string; language: string }>>(`SELECT scope, language FROM month_briefs WHERE month = $1::date`, [month]);
    return new Set(rows.map((row) => `${row.scope}/${row.language}`));
  }

  /** Every region and area the dealer master names (sales and service), for the month's scopes. */
  places(): Promise<Array<{ region: string | null; areaCode: string | null }>> {
    return this.db.query(
      `SELECT dealer_sales_region AS "region", sale_area_code AS "areaCode" FROM dealers
       UNION SELECT dealer_service_region, service_area_code FROM dealers`,
    );
  }

  /** The region an area's dealers are in (sales or service side), for a region manager's access. */
  async regionsOfArea(areaCode: string): Promise<string[]> {
    const rows = await this.db.query<Array<{ region: string }>>(
      `SELECT DISTINCT dealer_sales_region AS region FROM dealers WHERE sale_area_code = $1 AND dealer_sales_region IS NOT NULL
       UNION SELECT DISTINCT dealer_service_region FROM dealers WHERE service_area_code = $1 AND dealer_service_region IS NOT NULL`,
      [areaCode],
    );
    return rows.map((row) => row.region);
  }
}
