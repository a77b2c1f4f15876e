import type { SurveyHeldItemView } from '@voc/contracts';
import type { SqlRunner } from '@voc/sql';

/** A survey service stream's last sync (survey_sync): when it was tried, when it last succeeded, why it failed. */
export interface SurveySyncRow {
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
}

/** survey_sync: where each stream of the survey service sync stands; survey_held_items: what it holds. */
export class SurveySyncRepository {
  constructor(private readonly db: SqlRunner) {}

  /** The rows of the given streams (fewer when a stream has never run). */
  streams(names: readonly string[]): Promise<SurveySyncRow[]> {
    return this.db.query<SurveySyncRow[]>(`SELECT last_attempt_at, last_success_at, last_error FROM survey_sync WHERE stream = ANY($1::text[])`, [names]);
  }

  /** How many items the given streams hold. */
  async heldCount(names: readonly string[]): Promise<number> {
    const [row] = await this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM survey_held_items WHERE stream = ANY($1::text[])`, [names]);
    return row.n;
  }

  /** The items the given streams hold, last held first, one page; and how many there are. */
  async held(names: readonly string[], limit: number, offset: number): Promise<{ rows: SurveyHeldItemView[]; total: number }> {
    const rows = await this.db.query<Array<Omit<SurveyHeldItemView, 'stream' | 'type' | 'first_held_at' | 'last_held_at'> & { stream: string; first_held_at: Date; last_held_at: Date; total: number }>>(
      `SELECT stream, survey_id, dealer_code, reason, detail, first_held_at, last_held_at, count(*) OVER ()::int AS total
       FROM survey_held_items WHERE stream = ANY($1::text[])
       ORDER BY last_held_at DESC, stream, survey_id LIMIT $2 OFFSET $3`,
      [names, limit, offset],
    );
    const total = rows[0]?.total ?? (offset > 0 ? await this.heldCount(names) : 0);
    return {
      total,
      rows: rows.map((r) => {
        const [kind, type] = r.stream.split(':') as [SurveyHeldItemView['stream'], SurveyHeldItemView['type']];
        return {
          stream: kind,
          type,
          survey_id: r.survey_id,
          dealer_code: r.dealer_code,
          reason: r.reason,
          detail: r.detail,
          first_held_at: r.first_held_at.toISOString(),
          last_held_at: r.last_held_at.toISOString(),
        };
      }),
    };
  }
}
